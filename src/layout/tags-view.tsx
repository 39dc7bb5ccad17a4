import { useEffect, useRef, type MouseEvent } from 'react'
import { theme } from 'antd'
import { CloseOutlined } from '@ant-design/icons'
import { useAppDispatch, useAppSelector } from '../lib/hooks'
import { Link, useLocation } from 'react-router'
import { selectVisited, viewAdded, type VisitedView } from './tags-view-slice'
import { TagContextMenu } from './tags-view-menu'
import { useTagActions, type TagActions } from './use-tag-actions'
import { useShellConfig } from './shell-config'
import './layout.css'

interface TagProps {
  view: VisitedView
  active: boolean
  actions: TagActions
  onRefresh: (view: VisitedView) => void
}

function Tag({ view, active, actions, onRefresh }: TagProps) {
  const { token } = theme.useToken()
  const ref = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [active])
  // Middle click closes, as in the legacy tabs (Vue's click.middle listens to mouseup).
  const onMouseUp = (e: MouseEvent) => {
    if (e.button === 1) actions.close(view)
  }
  const style = active
    ? { background: token.colorPrimary, borderColor: token.colorPrimary, color: '#fff' }
    : undefined
  return (
    <TagContextMenu view={view} actions={actions} onRefresh={onRefresh}>
      <span
        ref={ref}
        className={active ? 'tags-view__item is-active' : 'tags-view__item'}
        style={style}
      >
        <Link
          to={view.fullPath}
          aria-current={active ? 'page' : undefined}
          onMouseUp={onMouseUp}
          onAuxClick={(e) => e.preventDefault()}
        >
          {view.title}
        </Link>
        {!view.affix && (
          <button
            type="button"
            className="tags-view__close"
            aria-label={`关闭 ${view.title}`}
            onClick={() => actions.close(view)}
          >
            <CloseOutlined />
          </button>
        )}
      </span>
    </TagContextMenu>
  )
}

/** The bar of visited pages (recorded by trackVisitedViews); the route table's affix pages are pinned. */
export function TagsView({ onRefresh }: { onRefresh: (view: VisitedView) => void }) {
  const { affixViews } = useShellConfig()
  const dispatch = useAppDispatch()
  const visited = useAppSelector(selectVisited)
  const { pathname } = useLocation()
  const actions = useTagActions()

  useEffect(() => {
    affixViews.forEach((view) => dispatch(viewAdded(view)))
  }, [dispatch, affixViews])
  // Pinned: shown even when the list was emptied under the open shell (a token link for
  // another user resets the tabs).
  const missing = affixViews.filter((a) => !visited.some((v) => v.path === a.path))
  const views = missing.length ? [...missing, ...visited] : visited

  return (
    <nav className="tags-view" aria-label="已打开的页面">
      {views.map((view) => (
        <Tag
          key={view.path}
          view={view}
          active={view.path === pathname}
          actions={actions}
          onRefresh={onRefresh}
        />
      ))}
    </nav>
  )
}
