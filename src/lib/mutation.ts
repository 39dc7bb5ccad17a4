import { toastSuccess } from './feedback'

/** Something that settles to an answer: a mutation trigger's result (with unwrap) or a promise. */
export type Call<T> = { unwrap: () => Promise<T> } | PromiseLike<T>

export type Attempt<T> = { ok: true; data: T } | { ok: false }

// A failure of the request layer (src/api/http.ts HttpError): it has shown its message already,
// or stayed silent on purpose (a cancelled call). Anything else is a bug and is thrown on.
function isRequestFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error
}

/**
 * Awaits a call whose failure the request layer has already shown: the answer when it worked,
 * `{ ok: false }` when it did not. Pages need no empty catch blocks.
 */
export async function attempt<T>(call: Call<T>): Promise<Attempt<T>> {
  try {
    const data = await ('unwrap' in call ? call.unwrap() : call)
    return { ok: true, data }
  } catch (error) {
    if (isRequestFailure(error)) return { ok: false }
    throw error
  }
}

/**
 * Runs a mutation, shows its success text (behaviour B8.9) for 2 s when it worked and says whether
 * it did. A failure has been toasted by the request layer: the caller keeps its dialog open.
 */
export async function runMutation<T>(call: Call<T>, success?: string): Promise<boolean> {
  const result = await attempt(call)
  if (result.ok && success) toastSuccess(success)
  return result.ok
}
