import type {
  MenuItem,
  MockAudit,
  MockCompany,
  MockExam,
  MockExamUser,
  MockLecturer,
  MockLink,
  MockMessage,
  MockModelInfo,
  MockNews,
  MockNote,
  MockNotice,
  MockOrg,
  MockOrgPost,
  MockPaper,
  MockPost,
  MockProject,
  MockQuestion,
  MockRegulation,
  MockRes,
  MockResDir,
  MockRole,
  MockStudyRecord,
  MockTravel,
  MockUpload,
} from './model'
import { seedAccounts, type MockUser } from './seed/accounts'
import type { WholeRecords } from './whole-record'
import { seedCompanies } from './seed/companies'
import { seedMenus, seedRoles } from './seed/menus'
import { seedUsers } from './seed/users'
import { BULK_COMPANY, bulkUsers, bulkUsersWanted, isBulkUser } from './seed/bulk-users'
import { baseDate, daysAgo } from './seed/prng'
import { seedResources } from './seed/resources'
import {
  seedLecturers,
  seedLinks,
  seedModelInfo,
  seedNews,
  seedNotices,
  seedRegulations,
} from './seed/portal'
import { restartOpenPapers, seedExams, seedExamUsers, seedQuestions } from './seed/exams'
import {
  seedLearningLogs,
  seedMessages,
  seedProjects,
  seedStudy,
  seedTravel,
} from './seed/activity'

/** The mock backend's whole state. */
export interface Db {
  version: number
  /** extra users of the scale switch (seed/bulk-users.ts); absent when it is off */
  bulkUsers?: number
  users: MockUser[]
  menus: MenuItem[]
  /** token -> userId */
  tokens: Record<string, string>
  /** login step-1 secret -> userId */
  secrets: Record<string, string>
  companies: MockCompany[]
  orgs: MockOrg[]
  posts: MockPost[]
  orgPosts: MockOrgPost[]
  roles: MockRole[]
  resDirs: MockResDir[]
  resources: MockRes[]
  audits: MockAudit[]
  records: MockStudyRecord[]
  favourites: { userId: string; resId: number }[]
  notes: MockNote[]
  /** userId -> day -> minutes */
  learningLogs: Record<string, Record<string, number>>
  notices: MockNotice[]
  news: MockNews[]
  links: MockLink[]
  regulations: MockRegulation[]
  messages: MockMessage[]
  questions: MockQuestion[]
  exams: MockExam[]
  examUsers: MockExamUser[]
  papers: MockPaper[]
  projects: MockProject[]
  models: MockModelInfo[]
  lecturers: MockLecturer[]
  travel: MockTravel[]
  uploads: MockUpload[]
  /** what the whole-record switch keeps of the records it answered and stored (whole-record.ts) */
  wholeRecords?: WholeRecords
}

/** Bump when the Db shape changes: a stored state of another version is ignored. */
const VERSION = 2
const STORAGE_KEY = 'yd-mock-db-v2'
const hasStorage =
  typeof window !== 'undefined' && typeof localStorage !== 'undefined' && !import.meta.env?.VITEST

/** The scale switch's users of a state (rebuilt the same way each time). */
function bulkUsersOf(state: Pick<Db, 'bulkUsers' | 'companies' | 'orgs' | 'orgPosts'>) {
  const company = state.companies.find((c) => c.companyCode === BULK_COMPANY)
  if (!state.bulkUsers || !company) return []
  return bulkUsers(state.bulkUsers, company, state.orgs, state.orgPosts, daysAgo(10))
}

/**
 * The seed as text, kept per calendar day and scale switch: the unit tests reseed before each
 * test and the stories before each story, and reading the text back takes a third of building
 * the seed again. The one seeded time that follows the clock is set again on each read.
 */
let kept: { key: string; text: string } | undefined

function fresh(): Db {
  const key = `${baseDate()} ${bulkUsersWanted()}`
  if (kept?.key !== key) kept = { key, text: JSON.stringify(build()) }
  const state = JSON.parse(kept.text) as Db
  restartOpenPapers(state.papers)
  return state
}

function build(): Db {
  const { companies, orgs, posts, orgPosts } = seedCompanies()
  const users = [...seedAccounts(), ...seedUsers(companies, orgs, posts, orgPosts)]
  const { resDirs, resources, audits } = seedResources()
  const { records, favourites, notes } = seedStudy(users, resources)
  const questions = seedQuestions()
  const exams = seedExams(questions)
  const { examUsers, papers } = seedExamUsers(users, exams, questions)
  const activity = {
    learningLogs: seedLearningLogs(users),
    messages: seedMessages(users),
    projects: seedProjects(users),
    travel: seedTravel(users),
  }
  // the scale switch adds its users last, so no other seed depends on how many there are
  const bulk = bulkUsersWanted()
  if (bulk) users.push(...bulkUsersOf({ bulkUsers: bulk, companies, orgs, orgPosts }))
  return {
    ...activity,
    version: VERSION,
    ...(bulk ? { bulkUsers: bulk } : {}),
    users,
    menus: seedMenus(),
    tokens: {},
    secrets: {},
    companies,
    orgs,
    posts,
    orgPosts,
    roles: seedRoles(),
    resDirs,
    resources,
    audits,
    records,
    favourites,
    notes,
    notices: seedNotices(),
    news: seedNews(),
    links: seedLinks(),
    regulations: seedRegulations(),
    questions,
    exams,
    examUsers,
    papers,
    models: seedModelInfo(),
    lecturers: seedLecturers(),
    uploads: [],
  }
}

/** Builds a fresh seeded state without touching the live one (tests compare two of them). */
export function buildSeed(): Db {
  return build()
}

function load(): Db {
  if (!hasStorage) return fresh()
  try {
    localStorage.removeItem('yd-mock-db')
    const raw = localStorage.getItem(STORAGE_KEY)
    const stored = raw ? (JSON.parse(raw) as Partial<Db>) : undefined
    const usable =
      stored?.version === VERSION &&
      Array.isArray(stored.users) &&
      (stored.bulkUsers ?? 0) === bulkUsersWanted()
    if (!usable) return fresh()
    const state = stored as Db
    if (state.bulkUsers) state.users.push(...bulkUsersOf(state))
    return state
  } catch {
    return fresh()
  }
}

export let db: Db = load()

/**
 * Builds the seeded state (deterministic). The stored copy goes rather than the seed being written
 * (800 KB of text): the next page load without one starts from the seed.
 */
export function seed(): Db {
  db = fresh()
  if (hasStorage) localStorage.removeItem(STORAGE_KEY)
  return db
}

/** Back to the seed; tests call it before each test, the browser via window.__mockDb.reset(). */
export function reset(): void {
  seed()
}

/** Larger inline uploads are not persisted: localStorage holds about 5 MB in all. */
export const MAX_PERSISTED_DATA_URL = 200 * 1024
/** What a data URL too large to persist becomes after a reload. */
export const DROPPED_UPLOAD = '/mock/covers/avatar.svg'

/**
 * The persisted copy of the state: the uploads log keeps names only (the file's data URL lives on
 * where it is used, e.g. an avatar), and data URLs over the cap are replaced by a placeholder.
 */
export function persistable(state: Db): string {
  const uploads = state.uploads.map((u) => (u.url.startsWith('data:') ? { ...u, url: '' } : u))
  // the scale switch's users outgrow localStorage: they are rebuilt on load (their changes are not kept)
  const users = state.bulkUsers ? state.users.filter((u) => !isBulkUser(u)) : state.users
  return JSON.stringify({ ...state, users, uploads }, (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith('data:') && value.length > MAX_PERSISTED_DATA_URL
      ? DROPPED_UPLOAD
      : value,
  )
}

/** Writes the state to a storage; false (and a warning) when the storage refuses it. */
export function saveTo(storage: Pick<Storage, 'setItem'>, state: Db): boolean {
  try {
    storage.setItem(STORAGE_KEY, persistable(state))
    return true
  } catch (error) {
    // quota exceeded: the state still lives in memory, but a reload will lose the latest changes
    console.warn(
      '[mock] could not persist the mock database; changes last until the next reload',
      error,
    )
    return false
  }
}

/** Saves the state in the browser so that a reload keeps changes. */
export function persist(): void {
  if (hasStorage) saveTo(localStorage, db)
}

let counter = 0
/** Deterministic-enough ids for tokens and secrets. */
export function newId(prefix: string): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${counter}`
}

/** The next numeric id of a collection: one above the largest, and above `floor` (seed ranges). */
export function nextNumber<T>(rows: readonly T[], pick: (row: T) => number, floor = 0): number {
  return rows.reduce((max, row) => Math.max(max, pick(row)), floor) + 1
}
