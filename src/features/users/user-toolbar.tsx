import { PlusOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { USER_KEYS, type UserListRights } from './user-keys'

/** What the toolbar's buttons do; the page owns the calls and dialogs. */
export interface UserToolbarHandlers {
  add: () => void
  remove: () => void
  enable: () => void
  disable: () => void
  import: () => void
  export: () => void
}

/** Props of UserToolbar. */
export interface UserToolbarProps {
  rights: UserListRights
  /** how many rows the batch buttons act on */
  selected: number
  exporting: boolean
  on: UserToolbarHandlers
}

/**
 * The buttons above the user list, each behind its key (behaviour B6.4): 新增 (User.AddUser), 删除 and
 * 批量启用 / 批量禁用 (User.ComPanyEdit), 导入 (User.ExportInUser); 新增, 导入 and 导出 only with
 * the edit flag.
 */
export function UserToolbar({ rights, selected, exporting, on }: UserToolbarProps) {
  const { edit, can } = rights
  const batch = can(USER_KEYS.companyEdit)
  const count = selected > 0 ? `（${selected}）` : ''
  const buttons = [
    edit && can(USER_KEYS.add) && (
      <Button key="add" type="primary" icon={<PlusOutlined />} onClick={on.add}>
        新增
      </Button>
    ),
    batch && (
      <Button key="remove" danger onClick={on.remove}>
        删除{count}
      </Button>
    ),
    batch && (
      <Button key="enable" onClick={on.enable}>
        批量启用{count}
      </Button>
    ),
    batch && (
      <Button key="disable" onClick={on.disable}>
        批量禁用{count}
      </Button>
    ),
    edit && can(USER_KEYS.import) && (
      <Button key="import" onClick={on.import}>
        导入
      </Button>
    ),
    edit && (
      <Button key="export" loading={exporting} onClick={on.export}>
        导出
      </Button>
    ),
  ].filter(Boolean)
  if (buttons.length === 0) return null
  return (
    <div className="list-toolbar" role="toolbar" aria-label="用户操作">
      {buttons}
    </div>
  )
}
