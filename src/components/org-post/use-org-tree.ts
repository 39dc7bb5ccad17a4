import { useMemo } from 'react'
import { useGetOrgTreeQuery } from '../../api/user-org'
import { orgTreeData } from './org-tree'

/**
 * GetOrgTree as antd Tree data (`items`, names cut after 18 characters) with the query's state.
 * Every caller with the same date and company shares one request (RTK Query's cache).
 */
export function useOrgTree(date: number, companyCode?: string, skip = false) {
  const query = useGetOrgTreeQuery({ date, companyCode }, { skip })
  const items = useMemo(() => orgTreeData(query.data), [query.data])
  return { ...query, items }
}
