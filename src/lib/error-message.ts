/**
 * The message of a failed call, for display: the request layer's HttpError, RTK Query's
 * serialized error or an Error carry it in `message`; undefined when there is none to show.
 */
export function messageOf(error: unknown): string | undefined {
  const message =
    error && typeof error === 'object' && 'message' in error
      ? (error as { message: unknown }).message
      : undefined
  return typeof message === 'string' && message ? message : undefined
}
