import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { buildSeed, db, reset, type Db } from './db'
import { baseDate } from './seed/prng'
import { call } from './test-harness'

const publicDir = join(process.cwd(), 'public')

function sizeOf(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => {
    const full = join(dir, name)
    return sum + (statSync(full).isDirectory() ? sizeOf(full) : statSync(full).size)
  }, 0)
}

describe('mock seed', () => {
  it('is deterministic', () => {
    try {
      // pinned: the open exam papers start a few minutes before the seed is built
      vi.setSystemTime(new Date('2030-05-05T08:00:00'))
      expect(buildSeed()).toEqual(buildSeed())
    } finally {
      vi.useRealTimers()
    }
  })

  it('counts its dates from today: the same day gives the same seed, the newest learning log is today', () => {
    // the one exception: an open paper starts 5 minutes before the seed is built, whatever the hour
    const openStarts = (state: Db) =>
      state.papers.filter((p) => p.status === 20).map((p) => p.startTime)
    const withoutOpenStarts = (state: Db) => ({
      ...state,
      papers: state.papers.map((p) => (p.status === 20 ? { ...p, startTime: '' } : p)),
    })
    try {
      vi.setSystemTime(new Date('2030-05-05T08:00:00'))
      const morning = buildSeed()
      vi.setSystemTime(new Date('2030-05-05T22:30:00'))
      const evening = buildSeed()
      expect(withoutOpenStarts(evening)).toEqual(withoutOpenStarts(morning))
      expect(openStarts(morning)).toEqual(['2030-05-05 07:55:00', '2030-05-05 07:55:00'])
      expect(openStarts(evening)).toEqual(['2030-05-05 22:25:00', '2030-05-05 22:25:00'])
      expect(baseDate()).toBe('2030-05-05')
      expect(Object.keys(morning.learningLogs['u-learner']).sort().at(-1)).toBe('2030-05-05')
      const open = morning.exams.filter(
        (e) => e.examStartTime <= '2030-05-05' && e.examEndTime >= '2030-05-06',
      )
      expect(open.map((e) => e.examCode)).toEqual([
        'EX2026001',
        'EX2026002',
        'EX2026003',
        'EX2026004',
        'EX2026005',
        'EX2026006',
      ])
    } finally {
      vi.useRealTimers()
    }
  })

  it('reseeds from the seed kept for the day, with its open papers started again at the clock', () => {
    const openStarts = () => db.papers.filter((p) => p.status === 20).map((p) => p.startTime)
    try {
      vi.setSystemTime(new Date('2030-05-05T08:00:00'))
      reset()
      expect(openStarts()).toEqual(['2030-05-05 07:55:00', '2030-05-05 07:55:00'])
      db.users[0].chnName = '改过的名字'
      vi.setSystemTime(new Date('2030-05-05T22:30:00'))
      reset()
      expect(openStarts()).toEqual(['2030-05-05 22:25:00', '2030-05-05 22:25:00'])
      expect(db).toEqual(buildSeed())
      // the next day is a seed of its own
      vi.setSystemTime(new Date('2030-05-06T08:00:00'))
      reset()
      expect(Object.keys(db.learningLogs['u-learner']).sort().at(-1)).toBe('2030-05-06')
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps the five documented accounts as they are', () => {
    const rows = db.users
      .slice(0, 5)
      .map(({ userId, accountCode, password, sysRoles, mobile }) => ({
        userId,
        accountCode,
        password,
        sysRoles,
        mobile,
      }))
    expect(rows).toEqual([
      {
        userId: 'u-admin',
        accountCode: 'admin',
        password: 'Admin@123',
        sysRoles: 1,
        mobile: '13900000001',
      },
      {
        userId: 'u-company',
        accountCode: 'company',
        password: 'Company@123',
        sysRoles: 3,
        mobile: '13900000002',
      },
      {
        userId: 'u-learner',
        accountCode: 'learner',
        password: 'Learner@123',
        sysRoles: 4,
        mobile: '13800138000',
      },
      {
        userId: 'u-twin-a',
        accountCode: 'twin',
        password: 'Twin@1234',
        sysRoles: 4,
        mobile: '13900000004',
      },
      {
        userId: 'u-twin-b',
        accountCode: 'twin',
        password: 'Twin@1234',
        sysRoles: 3,
        mobile: '13900000004',
      },
    ])
  })

  it('has the documented amounts of data', () => {
    expect(db.companies.map((c) => `${c.companyCode} ${c.companyName}`)).toEqual([
      'C001 工伤预防培训中心',
      'C002 华东机械制造有限公司',
      'C003 南方建设工程有限公司',
    ])
    expect(db.users).toHaveLength(205)
    expect(new Set(db.users.map((u) => u.status))).toEqual(new Set([0, 1]))
    expect(db.resources).toHaveLength(60)
    expect(db.resDirs).toHaveLength(6)
    expect([...new Set(db.links.map((l) => l.linkType))].sort()).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(db.links.filter((l) => l.pcLinkName === '第一课堂')).toHaveLength(1)
    expect(
      db.links.some((l) => l.pcLinkUrl === '#') && db.links.some((l) => l.pcLinkUrl === ''),
    ).toBe(true)
    expect([...new Set(db.notices.map((n) => n.type))].sort()).toEqual([1, 2, 4, 5])
    expect(new Set(db.news.map((n) => `${n.typeid}/${n.releaseType}`))).toEqual(
      new Set(['1/0', '1/1', '2/0', '2/1']),
    )
    expect(new Set(db.questions.map((q) => q.qType))).toEqual(new Set([1, 2, 3, 4]))
  })

  it('puts every question type in EX2026002 and EX2026005, with a multiple choice up to I', () => {
    for (const code of ['EX2026002', 'EX2026005']) {
      const qs = db.exams
        .find((e) => e.examCode === code)!
        .questionIds.map((id) => db.questions.find((q) => q.id === id)!)
      expect(new Set(qs.map((q) => q.qType)), code).toEqual(new Set([1, 2, 3, 4]))
      expect(
        qs.some((q) => q.qType === 2 && q.options.i),
        code,
      ).toBe(true)
    }
    // seeded paper ids stay below the ids tests add (contract samples' open paper is 6001)
    expect(Math.max(...db.papers.map((p) => p.id))).toBeLessThan(6001)
  })

  it('builds three-level organisation trees and links every user to real orgs and posts', () => {
    for (const company of db.companies) {
      const orgs = db.orgs.filter((o) => o.companyCode === company.companyCode)
      const depth = (id: number): number =>
        1 + Math.max(0, ...orgs.filter((o) => o.pId === id).map((o) => depth(o.id)))
      expect(Math.max(...orgs.filter((o) => o.pId === 0).map((o) => depth(o.id)))).toBe(3)
    }
    for (const u of db.users) {
      expect(db.orgs.some((o) => o.orgCode === u.orgCode && o.companyCode === u.companyCode)).toBe(
        true,
      )
      expect(
        db.posts.some((p) => p.postCode === u.postCode && p.companyCode === u.companyCode),
      ).toBe(true)
    }
  })

  it('points at media and images that exist and stay small', () => {
    const urls = new Set([
      ...db.resources.flatMap((r) => [r.cover, ...r.playList.map((p) => p.item2)]),
      ...db.links.flatMap((l) => (l.pcBanner ? [l.pcBanner] : [])),
    ])
    for (const url of urls) expect(existsSync(join(publicDir, url)), url).toBe(true)
    expect(sizeOf(join(publicDir, 'mock'))).toBeLessThan(400 * 1024)
  })

  it('lets the 30 s guest preview be tried: the first hot course on /home and the first 精选好课 play a 40 s clip', async () => {
    type Row = { resName: string; playList: { item2: string }[] }
    const R = '/Api/Train_Manage/Train_Res'
    const hot = await call<Row[]>(`${R}/IndexHotRes`, { body: { dCode: '', top: 10 } })
    const picked = await call<Row[]>(`${R}/IndexRecommendRes`, { body: { cate: 1 } })
    for (const first of [hot.data[0], picked.data[0]]) {
      expect(first.playList.map((p) => p.item2)).toContain('/mock/media/sample-40s.mp4')
    }
    // a long clip, not one of the 4-5 s samples: the mp4 header says 40 s
    const mp4 = readFileSync(join(publicDir, 'mock/media/sample-40s.mp4'))
    const mvhd = mp4.indexOf('mvhd') + 4
    const version = mp4[mvhd]
    const timescale = mp4.readUInt32BE(mvhd + (version === 1 ? 20 : 12))
    const duration =
      version === 1 ? Number(mp4.readBigUInt64BE(mvhd + 24)) : mp4.readUInt32BE(mvhd + 16)
    expect(duration / timescale).toBeGreaterThan(30)
  })
})
