import { Select, Spin } from 'antd'
import { useEffect, useState, type CSSProperties } from 'react'
import {
  useGetCompanyListPageQuery,
  type Company,
  type CompanyListQuery,
} from '../api/user-company'

/** How long typing rests before the search goes out. */
const SEARCH_DELAY = 300

/** The option text of a company: (companyCode)companyName. */
function companyLabel(company: Company): string {
  return `(${company.companyCode ?? ''})${company.companyName ?? ''}`
}

/** The companies that can be picked: those with a code (the value sent). */
const withCode = (companies: readonly Company[]) =>
  companies.filter((c): c is Company & { companyCode: string } => !!c.companyCode)

function companyQuery(key: string): CompanyListQuery {
  return { PageIndex: 1, PageRows: 100, Search: { key } }
}

/** `value` once it has not changed for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

export interface CompanySelectProps {
  id?: string
  /** the companyCode */
  value?: string
  onChange?: (code: string | undefined) => void
  placeholder?: string
  style?: CSSProperties
  disabled?: boolean
  'aria-label'?: string
}

/**
 * One company, searched on the server by keyword (GetCompanyListPage, 100 rows per search) and
 * shown as (companyCode)companyName; the value is the companyCode. A value set from outside
 * (the URL after a reload) shows its label too: it is looked up when no loaded option has it.
 */
export function CompanySelect({
  id,
  value,
  onChange,
  placeholder = '请选择公司',
  style,
  disabled,
  'aria-label': ariaLabel,
}: CompanySelectProps) {
  const [typed, setTyped] = useState('')
  const key = useDebounced(typed.trim(), SEARCH_DELAY)
  // the company of the value, once known: its label stays while other searches run
  const [remembered, setRemembered] = useState<Company>()
  const search = useGetCompanyListPageQuery(companyQuery(key))
  const companies = withCode(search.currentData?.rows ?? [])
  const known =
    remembered?.companyCode === value ? remembered : companies.find((c) => c.companyCode === value)
  // not among the loaded options (a value from the URL): looked up by its code
  const lookup = useGetCompanyListPageQuery(companyQuery(value ?? ''), {
    skip: !value || !!known || search.isFetching,
  })
  const selected = known ?? lookup.currentData?.rows.find((c) => c.companyCode === value)
  if (selected && selected !== remembered) setRemembered(selected)

  const searching = search.isFetching || key !== typed.trim()
  const notFound = searching ? (
    <Spin size="small" />
  ) : search.isError ? (
    <span role="alert">公司列表加载失败，请修改关键字或重新打开</span>
  ) : (
    '暂无数据'
  )

  return (
    <Select<{ value: string; label?: string } | undefined>
      id={id}
      aria-label={ariaLabel}
      style={style}
      disabled={disabled}
      placeholder={placeholder}
      allowClear
      labelInValue
      // the label of the value, whether or not the current search holds it
      value={value ? { value, label: selected ? companyLabel(selected) : undefined } : undefined}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      notFoundContent={notFound}
      // a failed search is asked again when the list is opened again
      onOpenChange={(open) => {
        if (open && search.isError) void search.refetch()
      }}
      options={
        searching ? [] : companies.map((c) => ({ value: c.companyCode, label: companyLabel(c) }))
      }
      onChange={(next) => {
        const code = next?.value
        setRemembered(companies.find((c) => c.companyCode === code))
        if (!code) setTyped('')
        onChange?.(code)
      }}
    />
  )
}
