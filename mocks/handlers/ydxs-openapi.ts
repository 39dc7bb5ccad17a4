import { db } from '../db'
import { fail, ok, readJson } from '../respond'
import { route } from '../route'
import { num } from '../helpers'

const C = '/Api/Ydxs/OpenApi'

// First-classroom pages are public; the real controller checks a configured secret header.
export const ydxsOpenapiHandlers = [
  route('post', `${C}/GetFPLecturerInfoList`, () => ok(db.lecturers.map(({ courses: _c, ...l }) => l))),
  route('post', `${C}/GetFPLinkInfoList`, () => ok(db.links.filter((l) => l.linkType === 5 || l.linkType === 6).sort((a, b) => a.linkType - b.linkType || a.sortOrder - b.sortOrder))),
  route('post', `${C}/GetFPLecturerDetailInfoData`, async ({ request }) => {
    const id = num(await readJson(request), 'id')
    const lecturer = db.lecturers.find((l) => l.id === id)
    return lecturer ? ok(lecturer) : fail('讲师不存在')
  }),
]
