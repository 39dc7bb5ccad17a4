import { Tag, type TableColumnsType } from 'antd'
import { RowActions, type RowAction } from '../../components/list/row-actions'
import { menuIcon } from '../../layout/menu-icon'
import { validity } from './menu-form'
import { MENU_TYPES, typeOf, type MenuRow } from './menu-tree'

/** What a row can do; the page owns the dialogs and the calls. */
export interface MenuRowHandlers {
  addChild: (row: MenuRow) => void
  edit: (row: MenuRow) => void
  toggle: (row: MenuRow) => void
}

const text = (value?: string) => value || '-'
// a flag or a status the answer did not give shows -, never 否
const yesNo = (value?: 0 | 1) => (value === undefined ? '-' : value === 1 ? '是' : '否')

function rowActions(row: MenuRow, on: MenuRowHandlers, busy: boolean): RowAction[] {
  const actions: RowAction[] = []
  // a permission is a leaf: nothing goes under a button
  if (typeOf(row) !== 2)
    actions.push({ key: 'add', label: '新增子项', onClick: () => on.addChild(row) })
  actions.push({ key: 'edit', label: '编辑', onClick: () => on.edit(row) })
  const valid = validity(row)
  actions.push({
    key: 'toggle',
    label: valid === undefined ? '切换状态' : valid ? '设为无效' : '设为有效',
    danger: valid === true,
    disabled: busy,
    onClick: () => on.toggle(row),
  })
  return actions
}

/**
 * The tree table's columns: name, type (tag), url, action value, icon (drawn as the sidebar
 * draws it), sort, hidden, needs a permission, status, operations.
 */
export function menuColumns(
  on: MenuRowHandlers,
  toggling: ReadonlySet<string>,
): TableColumnsType<MenuRow> {
  return [
    { key: 'name', title: '名称', dataIndex: 'name', width: 220 },
    {
      key: 'type',
      title: '类型',
      dataIndex: 'type',
      render: (_, row) => {
        const type = typeOf(row)
        if (type === undefined) return '-'
        const t = MENU_TYPES[type]
        return <Tag color={t.color}>{t.label}</Tag>
      },
    },
    { key: 'url', title: '路由地址', dataIndex: 'url', render: text },
    { key: 'value', title: '权限值', dataIndex: 'value', render: text },
    {
      key: 'icon',
      title: '图标',
      dataIndex: 'icon',
      render: (icon?: string) =>
        icon ? (
          <span className="menu-icon-option" title={icon}>
            {menuIcon(icon)}
            <span className="sr-only">{icon}</span>
          </span>
        ) : (
          '-'
        ),
    },
    { key: 'sort', title: '排序', dataIndex: 'sort', render: (sort?: number) => sort ?? '-' },
    { key: 'isHidden', title: '隐藏', dataIndex: 'isHidden', render: yesNo },
    { key: 'needAction', title: '需要权限', dataIndex: 'needAction', render: yesNo },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      render: (_, row) => {
        const valid = validity(row)
        if (valid === undefined) return '-'
        return valid ? (
          <span className="menu-status menu-status--on">有效</span>
        ) : (
          <span className="menu-status">无效</span>
        )
      },
    },
    {
      key: 'actions',
      title: '操作',
      render: (_, row) => (
        <RowActions inline={3} actions={rowActions(row, on, toggling.has(row.key))} />
      ),
    },
  ]
}
