import { useMemo } from 'react'
import { useGetSysRoleEnumQuery, type SysRoleEnumOption } from '../../api/sys-role'
import { ROLE_TYPE_QUERY } from './role-query'

/** sysRoleEnum 0: the role has no type (spec 3). */
export const NO_ROLE_TYPE = 0
const NO_TYPE_LABEL = '无'

export interface RoleTypeOption {
  value: number
  label: string
}

/** GetSysRoleEnum's options as select options; 0 (none) is always offered, first. */
export function roleTypeOptions(answer: SysRoleEnumOption[] | null | undefined): RoleTypeOption[] {
  const options = (Array.isArray(answer) ? answer : [])
    .map((o) => ({ value: Number(o.value), label: String(o.label ?? o.name ?? o.value) }))
    .filter((o) => Number.isFinite(o.value))
  return options.some((o) => o.value === NO_ROLE_TYPE)
    ? options
    : [{ value: NO_ROLE_TYPE, label: NO_TYPE_LABEL }, ...options]
}

/** The role types (GetSysRoleEnum) and the name of a type, for the list and the dialog. */
export function useRoleTypes() {
  const query = useGetSysRoleEnumQuery(ROLE_TYPE_QUERY)
  const { data, isFetching, isError, refetch } = query
  return useMemo(() => {
    const options = roleTypeOptions(data?.data)
    const names = new Map(options.map((o) => [o.value, o.label]))
    /** the type's name; the list's own name for a type the options lack */
    const nameOf = (value: number | undefined, fallback?: string) =>
      value === undefined ? '' : (names.get(Number(value)) ?? (fallback || String(value)))
    return { options, nameOf, loading: isFetching, failed: isError, retry: () => void refetch() }
  }, [data, isFetching, isError, refetch])
}
