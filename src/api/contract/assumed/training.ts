import type { Assumption } from '../assumed-fields'

// Part of the registry (../assumed-fields.ts): the training area's calls.
export const trainingAssumed: Record<string, Record<string, Assumption>> = {}
