import { useMemo } from 'react'
import { Button, TreeSelect } from 'antd'
import { useGetResDirTreeQuery } from '../../api/train-resdir'
import { dirOptions } from '../../lib/training-dirs'

/** Props of DirectorySelect (an antd Form control: the directory's dCode). */
export interface DirectorySelectProps {
  id?: string
  value?: string
  onChange?: (dCode: string | undefined) => void
}

/** The resource directory, picked from the directory tree (Train_ResDir GetTreeData). */
export function DirectorySelect({ id, value, onChange }: DirectorySelectProps) {
  const tree = useGetResDirTreeQuery()
  const treeData = useMemo(() => dirOptions(tree.data), [tree.data])
  return (
    <div className="directory-select">
      <TreeSelect
        id={id}
        value={value}
        onChange={(next) => onChange?.(next ?? undefined)}
        treeData={treeData}
        loading={tree.isLoading}
        placeholder={tree.isError ? '资源目录加载失败' : '请选择资源目录'}
        showSearch={{ treeNodeFilterProp: 'title' }}
        treeDefaultExpandAll
        allowClear
        notFoundContent="暂无数据"
        popupMatchSelectWidth={false}
        style={{ width: '100%', maxWidth: 400 }}
      />
      {tree.isError && (
        <Button type="link" onClick={() => void tree.refetch()}>
          重试
        </Button>
      )}
    </div>
  )
}
