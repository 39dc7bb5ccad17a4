import { Alert } from 'antd'

/** What the page cannot do with the tree the answer gave, and why. */
export function ResDirNotice({ parents, order }: { parents: boolean; order: boolean }) {
  if (parents && order) return null
  return (
    <Alert
      type="warning"
      showIcon
      className="resdir-notice"
      title={
        parents
          ? '服务器未返回目录的排序号：上移、下移不可用。'
          : '服务器未返回目录的上下级关系：目录按返回的顺序平铺显示，上移、下移不可用；选中一个目录可在右侧查看它的下级目录。'
      }
    />
  )
}
