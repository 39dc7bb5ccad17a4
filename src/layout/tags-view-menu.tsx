import type { ReactNode } from 'react'
import { Dropdown, type MenuProps } from 'antd'
import { useDispatch, useSelector } from 'react-redux'
import { useLocation, useNavigate } from 'react-router'
import {
  allClosed,
  othersClosed,
  selectVisited,
  viewClosed,
  type VisitedView,
} from './tags-view-slice'

export const DASHBOARD_VIEW: VisitedView = {
  path: '/dashboard',
  fullPath: '/dashboard',
  title: '我的首页',
  affix: true,
}

export interface TagActions {
  close: (view: VisitedView) => void
  closeOthers: (view: VisitedView) => void
  closeAll: () => void
}

/** Closing tabs; when the open page loses its tab the last remaining tab (or the dashboard) opens. */
export function useTagActions(): TagActions {
  const dispatch = useDispatch()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const visited = useSelector(selectVisited)
  const toLast = (rest: VisitedView[]) =>
    void navigate(rest.at(-1)?.fullPath ?? DASHBOARD_VIEW.path)
  return {
    close(view) {
      if (view.affix) return
      dispatch(viewClosed(view.path))
      if (view.path === pathname) toLast(visited.filter((v) => v.path !== view.path))
    },
    closeOthers(view) {
      dispatch(othersClosed(view.path))
      if (view.path !== pathname) void navigate(view.fullPath)
    },
    closeAll() {
      const rest = visited.filter((v) => v.affix)
      dispatch(allClosed())
      if (!rest.some((v) => v.path === pathname)) toLast(rest)
    },
  }
}

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
