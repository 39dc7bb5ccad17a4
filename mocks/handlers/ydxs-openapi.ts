import { db } from '../db'
import { fail, ok, readJson } from '../respond'
import { route } from '../route'
import { num } from '../helpers'
import { config } from '../../src/lib/env'

const C = '/Api/Ydxs/OpenApi'

/**
 * The real controller checks a shared secret header (name from VITE_OPENAPI_HEADER). The mock
 * accepts any non-empty value, or exactly VITE_OPENAPI_SECRET when one is configured.
 */
export function openApiRefusal(request: Request): Response | undefined {
  const value = request.headers.get(config.openApiHeader) ?? ''
  if (!value || (config.openApiSecret && value !== config.openApiSecret))
    return fail('接口密钥无效，拒绝访问')
  return undefined
}

type Resolver = Parameters<typeof route>[2]

/** An OpenApi route: public (no token), but only with the secret header. */
function openRoute(path: string, resolver: Resolver) {
  return route('post', `${C}/${path}`, (info) => openApiRefusal(info.request) ?? resolver(info))
}

// First-classroom pages are public; the real controller checks a configured secret header.
export const ydxsOpenapiHandlers = [
  openRoute('GetFPLecturerInfoList', () => ok(db.lecturers.map(({ courses: _c, ...l }) => l))),
  openRoute('GetFPLinkInfoList', () =>
    ok(
      db.links
        .filter((l) => l.linkType === 5 || l.linkType === 6)
        .sort((a, b) => a.linkType - b.linkType || a.sortOrder - b.sortOrder),
    ),
  ),
  openRoute('GetFPLecturerDetailInfoData', async ({ request }) => {
    const id = num(await readJson(request), 'id')
    const lecturer = db.lecturers.find((l) => l.id === id)
    return lecturer ? ok(lecturer) : fail('讲师不存在')
  }),
]
