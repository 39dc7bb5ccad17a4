import { warnOnce } from '../lib/warn-once'
import { pages } from './pages'

/** Server menu url -> page id, as an operator maps them (docs/menu-urls.md). */
export type MenuMap = Record<string, string>

export const MENU_MAP_FILE = 'menu-map.json'

const pageIds = new Set(pages.map((p) => p.id))

/**
 * Only entries that map a url to a page id of the registry count; anything else is reported once
 * and ignored (the url keeps its default page, if it has one).
 */
export function readMenuMap(value: unknown): MenuMap {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    warnOnce('menu-map', `${MENU_MAP_FILE} 不是 { "菜单地址": "页面编号" } 形式的对象，已忽略`)
    return {}
  }
  const map: MenuMap = {}
  for (const [url, page] of Object.entries(value)) {
    if (typeof page !== 'string')
      warnOnce(`menu-map:${url}`, `${MENU_MAP_FILE}: "${url}" 的页面编号不是字符串，已忽略`)
    else if (!pageIds.has(page))
      warnOnce(`menu-map:${url}`, `${MENU_MAP_FILE}: "${url}" 的页面编号 "${page}" 不存在，已忽略`)
    else map[url] = page
  }
  return map
}

/** How long a menu page's navigation waits for the file before it goes on without it. */
export const MENU_MAP_WAIT_MS = 8000

/**
 * The map served next to index.html. No file (404) or an unreadable one means the defaults of the
 * page registry, for the whole session. `null` when the file did not come (offline, a network
 * error, no answer within `waitMs`): this navigation goes on with the registry's defaults, and the
 * next one asks again, instead of every menu page waiting for ever on one stalled request.
 */
export async function loadMenuMap(waitMs = MENU_MAP_WAIT_MS): Promise<MenuMap | null> {
  const stop = new AbortController()
  const timer = setTimeout(() => stop.abort(), waitMs)
  let answered = false
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}${MENU_MAP_FILE}`, {
      cache: 'no-cache',
      signal: stop.signal,
    })
    answered = true
    if (!response.ok) return {}
    // a static host may answer a missing file with index.html
    if (!(response.headers.get('content-type') ?? '').includes('json')) return {}
    return readMenuMap(await response.json())
  } catch {
    // malformed JSON is a file, read once; no answer is asked again
    return answered && !stop.signal.aborted ? {} : null
  } finally {
    clearTimeout(timer)
  }
}
