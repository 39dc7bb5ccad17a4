import type { MenuItem } from '../src/api/types'
import { seedAccounts, seedMenus, type MockUser } from './seed/accounts'

/** The mock backend's whole state. */
export interface Db {
  users: MockUser[]
  menus: MenuItem[]
  /** token -> userId */
  tokens: Record<string, string>
  /** login step-1 secret -> userId */
  secrets: Record<string, string>
  unread: Record<string, number>
}

const STORAGE_KEY = 'yd-mock-db'
const hasStorage = typeof window !== 'undefined' && typeof localStorage !== 'undefined' && !import.meta.env?.VITEST

function fresh(): Db {
  return { users: seedAccounts(), menus: seedMenus(), tokens: {}, secrets: {}, unread: { 'u-admin': 3, 'u-company': 2, 'u-learner': 5, 'u-twin-a': 1, 'u-twin-b': 0 } }
}

function load(): Db {
  if (!hasStorage) return fresh()
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    return raw ? (JSON.parse(raw) as Db) : fresh()
  } catch {
    return fresh()
  }
}

export let db: Db = load()

/** Builds the seeded state (deterministic). */
export function seed(): Db {
  db = fresh()
  persist()
  return db
}

/** Back to the seed; tests call it before each test, the browser via window.__mockDb.reset(). */
export function reset(): void {
  seed()
}

/** Saves the state in the browser so that a reload keeps changes. */
export function persist(): void {
  if (!hasStorage) return
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(db))
  } catch {
    // quota exceeded: the state still lives in memory
  }
}

let counter = 0
/** Deterministic-enough ids for tokens and secrets. */
export function newId(prefix: string): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${counter}`
}
