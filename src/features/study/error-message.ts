/** The message of a failed call (the request layer's HttpError), if it has one. */
export function messageOf(error: unknown): string | undefined {
  const message =
    error && typeof error === 'object' && 'message' in error
      ? (error as { message: unknown }).message
      : undefined
  return typeof message === 'string' && message ? message : undefined
}
