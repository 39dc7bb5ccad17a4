import { useMemo } from 'react'
import { useGetSysRoleEnumQuery, type SysRoleEnumOption } from '../../api/sys-role'
import { ROLE_TYPE_QUERY } from './role-query'

/** sysRoleEnum 0: the role has no type (behaviour B3.2). */
export const NO_ROLE_TYPE = 0
const NO_TYPE_LABEL = '无'

export interface RoleTypeOption {
  value: number
  label: string
}

/**
 * GetSysRoleEnum's options as select options; 0 (none) is always offered, first. An option without
 * a number is left out; one without a name shows its number.
 */
export function roleTypeOptions(answer: SysRoleEnumOption[] | null | undefined): RoleTypeOption[] {
  const options = (answer ?? []).flatMap((o) =>
    o.value === undefined ? [] : [{ value: o.value, label: o.label ?? o.name ?? String(o.value) }],
  )
  return options.some((o) => o.value === NO_ROLE_TYPE)
    ? options
    : [{ value: NO_ROLE_TYPE, label: NO_TYPE_LABEL }, ...options]
}

/** The role types (GetSysRoleEnum) and the name of a type, for the list and the dialog. */
export function useRoleTypes() {
  const query = useGetSysRoleEnumQuery(ROLE_TYPE_QUERY)
  const { data, isFetching, isSuccess, isError, refetch } = query
  return useMemo(() => {
    const options = roleTypeOptions(data)
    const names = new Map(options.map((o) => [o.value, o.label]))
    /** the type's name; its number for a type the options lack, '' when the row does not say */
    const nameOf = (value: number | undefined) =>
      value === undefined ? '' : (names.get(value) ?? String(value))
    return {
      options,
      nameOf,
      loading: isFetching,
      failed: isError,
      // answered, but no type besides 无 could be read from it
      unreadable: isSuccess && !isFetching && options.every((o) => o.value === NO_ROLE_TYPE),
      retry: () => void refetch(),
    }
  }, [data, isFetching, isSuccess, isError, refetch])
}
