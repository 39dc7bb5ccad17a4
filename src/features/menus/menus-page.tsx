import { PlusOutlined } from '@ant-design/icons'
import { Button, Empty, Table } from 'antd'
import { useCallback, useMemo, useState } from 'react'
import {
  useGetRoleTreeQuery,
  useSaveActionStatusMutation,
  type RoleTreeQuery,
} from '../../api/sys-action'
import type { DialogMode } from '../../components/list/form-dialog'
import { ListPage } from '../../components/list/list-page'
import { useDialog } from '../../components/list/use-dialog'
import { QueryState } from '../../components/query-state'
import { confirmAction } from '../../lib/confirm'
import { toastWarning } from '../../lib/feedback'
import { lazyDialog } from '../../lib/lazy-dialog'
import { runMutation } from '../../lib/mutation'
import { menuColumns } from './menu-columns'
import type { MenuDialogTarget } from './menu-edit-dialog'
import { addChildRefusal, editRefusal, statusQuestion, toggleRefusal, validity } from './menu-form'
import { flattenRows, menuRows, type MenuRow } from './menu-tree'
import './menus.css'

/**
 * The whole tree, valid and invalid entries alike: the administrator must see an entry to set it
 * valid again. So GetRoleTree goes without Status (the backend filters by status only when it is
 * given; the role dialog asks for Status 1) and with every type (0 menu, 1 page, 2 permission).
 */
const WHOLE_TREE: RoleTreeQuery = { ActionType: '0,1,2' }

/** What the dialog does, from the dialog opened and the entry it was opened on. */
const menuTarget = (kind?: DialogMode, row?: MenuRow): MenuDialogTarget =>
  kind === 'edit' && row ? { mode: 'edit', node: row } : { mode: 'add', parent: row }

const MenuEditDialog = lazyDialog(() => import('./menu-edit-dialog').then((m) => m.MenuEditDialog))

/**
 * 菜单权限 (/permission/pageCtrl and its menu url): the menu, page and permission tree with add
 * (top level or under a row), edit and the valid/invalid toggle (SaveActionStatus by code).
 */
function MenusPage() {
  const tree = useGetRoleTreeQuery(WHOLE_TREE)
  const [saveStatus] = useSaveActionStatusMutation()
  // add opens on the parent entry (none: top level), edit on the entry itself
  const dialog = useDialog<DialogMode, MenuRow>()
  const { open } = dialog
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set())
  const rows = useMemo(() => menuRows(tree.data), [tree.data])
  // every level open, new ones included, but those the user closes
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const expanded = useMemo(
    () => flattenRows(rows).flatMap((r) => (r.children && !collapsed.has(r.key) ? [r.key] : [])),
    [rows, collapsed],
  )
  const onExpand = useCallback((open: boolean, row: MenuRow) => {
    setCollapsed((ids) => {
      const next = new Set(ids)
      if (open) next.delete(row.key)
      else next.add(row.key)
      return next
    })
  }, [])

  const columns = useMemo(() => {
    // an action that needs a key the row does not have says why and sends nothing
    const unless = (refusal: string | undefined, run: () => void) =>
      refusal ? toastWarning(refusal) : run()
    const toggle = async (row: MenuRow) => {
      const code = row.code
      if (!code) return void toastWarning(toggleRefusal(row)!)
      const asked = await confirmAction({
        content: statusQuestion(row),
        danger: validity(row) === true,
      })
      if (!asked) return
      setToggling((keys) => new Set(keys).add(row.key))
      await runMutation(saveStatus({ Code: code }), '操作成功')
      setToggling((keys) => new Set([...keys].filter((k) => k !== row.key)))
    }
    return menuColumns(
      {
        addChild: (row) => unless(addChildRefusal(row), () => open('add', row)),
        edit: (row) => unless(editRefusal(row), () => open('edit', row)),
        toggle: (row) => void toggle(row),
      },
      toggling,
    )
  }, [saveStatus, open, toggling])

  return (
    <ListPage fallbackTitle="菜单权限" onIntent={MenuEditDialog.preload}>
      <div className="list-toolbar" role="toolbar" aria-label="菜单操作">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('add')}>
          新增顶级菜单
        </Button>
      </div>
      <QueryState query={tree} empty={false} errorTitle="菜单加载失败" rows={9}>
        {/* an empty tree is the table's own 暂无数据, under its column heads */}
        <div className="list-table">
          <Table<MenuRow>
            aria-label="菜单列表"
            rowKey="key"
            columns={columns}
            dataSource={rows}
            loading={tree.isFetching}
            pagination={false}
            expandable={{ expandedRowKeys: expanded, onExpand }}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />,
            }}
          />
        </div>
      </QueryState>
      <MenuEditDialog
        open={dialog.isOpen()}
        target={menuTarget(dialog.kind, dialog.row)}
        rows={rows}
        onClose={dialog.close}
      />
    </ListPage>
  )
}

export { MenusPage as Component }
