import { useMemo, useState } from 'react'
import { PlusOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useGetResDirTreeQuery, type ResDir } from '../../api/train-resdir'
import type { DialogMode } from '../../components/list/form-dialog'
import { ListPage } from '../../components/list/list-page'
import { useDialog } from '../../components/list/use-dialog'
import { QueryState } from '../../components/query-state'
import { ResDirDialog, type ResDirDialogTarget } from './resdir-dialog'
import { ResDirNotice } from './resdir-notice'
import { ResDirSide } from './resdir-side'
import { findItem, parentKeys, resDirTree } from './resdir-tree'
import { ResDirTreeView, type ResDirNodeActions } from './resdir-tree-view'
import { useResDirActions } from './use-resdir-actions'
import './resource-dirs.css'

/** What the dialog does, from the dialog opened and the directory it was opened on. */
function resDirTarget(kind?: DialogMode, dir?: ResDir): ResDirDialogTarget | undefined {
  if (kind === 'edit') return dir && { mode: 'edit', dir }
  return kind && { mode: 'add', parent: dir }
}

/** The tree's fixed height: it is a virtual list, only the rows in view are in the page. */
const TREE_HEIGHT = 520

/**
 * 资源目录 (/train/resdir): the resource directory tree (GetTreeData) with 新增顶级目录 and, per
 * node, 新增下级, 重命名, 上移 / 下移 among its siblings and 删除 (the confirmation of behaviour B8.8; the
 * server refuses a directory that still holds sub-directories or resources, and its msg is shown).
 * Beside it, the selected directory's sub-directories and the home page's directories. An answer
 * that does not tell the tree's shape or order (only dCode and dName are documented) is listed
 * flat, without 上移 / 下移, and the page says so.
 */
function ResourceDirsPage() {
  const query = useGetResDirTreeQuery()
  const tree = useMemo(() => resDirTree(query.data), [query.data])
  const { items } = tree
  const { remove, move, moving } = useResDirActions(items)
  const [selectedKey, setSelectedKey] = useState<string>()
  // add opens on the parent directory (none: top level), edit on the directory renamed
  const dialog = useDialog<DialogMode, ResDir>()
  const { open } = dialog
  // every node open at first; afterwards what the user opened (and where something was added)
  const [opened, setOpened] = useState<string[] | null>(null)
  const expandedKeys = useMemo(() => opened ?? parentKeys(items), [opened, items])
  const selected = selectedKey ? findItem(items, selectedKey)?.dir : undefined

  const on = useMemo<ResDirNodeActions>(
    () => ({
      addChild: (item) => open('add', item.dir),
      rename: (item) => open('edit', item.dir),
      move: (item, direction) => void move(item, direction),
      remove: (item) => void remove(item),
    }),
    [open, move, remove],
  )
  const reveal = (pNo: string) => {
    if (pNo && !expandedKeys.includes(pNo)) setOpened([...expandedKeys, pNo])
  }

  return (
    <ListPage fallbackTitle="资源目录">
      <div className="resdir-toolbar" role="toolbar" aria-label="资源目录操作">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => open('add')}>
          新增顶级目录
        </Button>
        <Button onClick={() => setOpened(parentKeys(items))} disabled={!items.length}>
          展开全部
        </Button>
        <Button onClick={() => setOpened([])} disabled={!items.length}>
          收起全部
        </Button>
      </div>
      {!!items.length && <ResDirNotice parents={tree.parents} order={tree.order} />}
      <div className="resdir-layout">
        <div className="resdir-layout__tree">
          <QueryState query={query} empty={!items.length} errorTitle="资源目录加载失败" rows={8}>
            <ResDirTreeView
              treeData={items}
              expandedKeys={expandedKeys}
              onExpand={setOpened}
              selectedKey={selected ? selectedKey : undefined}
              onSelect={setSelectedKey}
              on={on}
              moving={moving}
              height={TREE_HEIGHT}
            />
          </QueryState>
        </div>
        <ResDirSide selected={selected} />
      </div>
      <ResDirDialog
        open={dialog.isOpen()}
        target={resDirTarget(dialog.kind, dialog.row)}
        onSaved={reveal}
        onClose={dialog.close}
      />
    </ListPage>
  )
}

export { ResourceDirsPage as Component }
