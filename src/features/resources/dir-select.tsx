import { TreeSelect } from 'antd'
import { useMemo, type CSSProperties } from 'react'
import { useGetResDirTreeQuery } from '../../api/train-resdir'
import { dirOptions } from '../../lib/training-dirs'

/** Props of DirSelect; Form.Item gives value and onChange. */
export interface DirSelectProps {
  id?: string
  value?: string
  onChange?: (dCode?: string) => void
  placeholder?: string
  'aria-label'?: string
  style?: CSSProperties
}

/** A resource directory picked from GetTreeData (any level), with a search over the names. */
export function DirSelect({ value, onChange, placeholder = '全部', ...rest }: DirSelectProps) {
  const tree = useGetResDirTreeQuery()
  const treeData = useMemo(() => dirOptions(tree.data), [tree.data])
  return (
    <TreeSelect
      {...rest}
      // an empty filter is '' in the URL: the field shows its placeholder then
      value={value || undefined}
      onChange={(next?: string) => onChange?.(next ?? '')}
      treeData={treeData}
      loading={tree.isFetching}
      notFoundContent={tree.isError ? '目录加载失败' : '暂无数据'}
      placeholder={placeholder}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      popupMatchSelectWidth={false}
    />
  )
}
