import type { ModelInfo } from '../../api/fp-modelinfo'
import { useGetShowModelInfoDataListQuery } from '../../api/fp-modelinfo'
import { ActionLink } from '../../components/action-link'
import { useAppSelector } from '../../lib/hooks'
import { findMenuChain, type MenuRoute } from '../../lib/menu-routes'
import type { LinkAction } from '../../lib/public-links'
import { selectMenuRoutes } from '../../lib/session-slice'
import { QueryState } from '../../components/query-state'
import { DashboardCard } from './dashboard-card'
import { shownModels, webUrl } from './dashboard-links'

/**
 * Where a model leads: a page of the user's own menu stays in the shell, an http(s) url opens in
 * a new tab, anything else (a page this user may not open) is shown without a link.
 */
function modelLink(url: string | undefined, menus: MenuRoute[]): LinkAction {
  const path = (url ?? '').trim()
  if (path.startsWith('/') && findMenuChain(menus, path).length) return { kind: 'route', to: path }
  const web = webUrl(path)
  return web ? { kind: 'window', url: web } : { kind: 'none' }
}

const nameOf = (m: ModelInfo) => m.name || '未命名模块'

/**
 * The showcase modules (GetShowModelInfoDataList): cover, name and introduction. Without a url a
 * module is shown without a link; without a name and a cover it is not shown (暂无数据 when none is).
 */
export function ModelInfoCard() {
  const query = useGetShowModelInfoDataListQuery()
  const menus = useAppSelector(selectMenuRoutes)
  const models = shownModels(query.data ?? [])
  return (
    <DashboardCard title="功能模块">
      <QueryState query={query} empty={!models.length} errorTitle="功能模块加载失败" rows={4}>
        <ul className="dash-models">
          {models.map((m, i) => (
            <li key={i}>
              <ActionLink action={modelLink(m.url, menus)} className="dash-models__item">
                {m.cover && <img src={m.cover} alt="" className="dash-models__cover" />}
                <span className="dash-models__text">
                  <span className="dash-models__name">{nameOf(m)}</span>
                  {m.introduce && <span className="dash-models__intro">{m.introduce}</span>}
                </span>
              </ActionLink>
            </li>
          ))}
        </ul>
      </QueryState>
    </DashboardCard>
  )
}
