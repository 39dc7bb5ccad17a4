import type { Assumption } from '../assumed-fields'

// Part of the registry (../assumed-fields.ts): the roles area's calls.
export const rolesAssumed: Record<string, Record<string, Assumption>> = {}
