import type { ReactNode } from 'react'
import { Dropdown, type MenuProps } from 'antd'
import type { VisitedView } from './tags-view-slice'
import type { TagActions } from './use-tag-actions'

interface TagContextMenuProps {
  view: VisitedView
  actions: TagActions
  onRefresh: (view: VisitedView) => void
  children: ReactNode
}

/** The right-click menu of a tab: refresh, close current, close others, close all. */
export function TagContextMenu({ view, actions, onRefresh, children }: TagContextMenuProps) {
  const items: MenuProps['items'] = [
    { key: 'refresh', label: '刷新' },
    { key: 'close', label: '关闭当前', disabled: !!view.affix },
    { key: 'others', label: '关闭其他' },
    { key: 'all', label: '关闭所有' },
  ]
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'refresh') onRefresh(view)
    else if (key === 'close') actions.close(view)
    else if (key === 'others') actions.closeOthers(view)
    else if (key === 'all') actions.closeAll()
  }
  return (
    <Dropdown menu={{ items, onClick }} trigger={['contextMenu']}>
      {children}
    </Dropdown>
  )
}
