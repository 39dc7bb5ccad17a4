import type { Assumption } from '../assumed-fields'

// Part of the registry (../assumed-fields.ts): the public area's calls.
export const publicAssumed: Record<string, Record<string, Assumption>> = {}
