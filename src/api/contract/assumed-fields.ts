// The registry of assumed answer fields: every field the app reads that the product spec does not
// document (contract/documented-answers.ts has what it does), written in one part per area
// (./assumed/*.ts) and read as this one object. One entry per field, by call
// (`controller/Name`) and path ('userpaper.startTime' is startTime inside userpaper), with why
// the app reads it and what the user sees when a backend does not send it. The app must work
// without every one of them: the mock's documented-only switch takes them all away (docs/backend-contract.md,
// "Documented-only mock"). docs/backend-contract.md shows this table (generated; see
// answer-fields.test.ts), and a test fails when an answer schema names a field that is neither
// documented nor here.

import { examsAssumed } from './assumed/exams'
import { publicAssumed } from './assumed/public'
import { rolesAssumed } from './assumed/roles'
import { trainingAssumed } from './assumed/training'
import { usersAssumed } from './assumed/users'

/** Why a field is read, and what the user sees without it. */
export interface Assumption {
  why: string
  without: string
}

/** Every assumption, by call and field path ('(data)': the answer's data itself, a plain value). */
export const assumedFields: Record<string, Record<string, Assumption>> = {
  ...usersAssumed,
  ...rolesAssumed,
  ...trainingAssumed,
  ...publicAssumed,
  ...examsAssumed,
}
