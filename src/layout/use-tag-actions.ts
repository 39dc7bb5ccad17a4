import { useAppDispatch, useAppSelector } from '../lib/hooks'
import { useLocation, useNavigate } from 'react-router'
import {
  allClosed,
  othersClosed,
  selectVisited,
  viewClosed,
  type VisitedView,
} from './tags-view-slice'
import { useShellConfig } from './shell-config'
import { paths } from '../lib/paths'

export interface TagActions {
  close: (view: VisitedView) => void
  closeOthers: (view: VisitedView) => void
  closeAll: () => void
}

/** Closing tabs; when the open page loses its tab the last remaining tab (or a pinned one) opens. */
export function useTagActions(): TagActions {
  const { affixViews } = useShellConfig()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const visited = useAppSelector(selectVisited)
  const toLast = (rest: VisitedView[]) =>
    void navigate(rest.at(-1)?.fullPath ?? affixViews[0]?.fullPath ?? paths.dashboard)
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
