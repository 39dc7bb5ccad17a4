import { useEffect, useRef } from 'react'
import type { SerializedError } from '@reduxjs/toolkit'
import type { HttpError } from '../../api/http'
import { messageOf } from '../../lib/error-message'
import { toastWarning } from '../../lib/feedback'

type QueryError = HttpError | SerializedError | undefined

/** What the server said about a failed detail call (or a generic text). */
export function failureText(error: QueryError): string {
  return messageOf(error) ?? '内容加载失败'
}

/**
 * News and notice detail failures show the server msg as a warning (behaviour B8.6). The request
 * layer stays silent for business failures only; network errors were already toasted there.
 */
export function useWarnOnFailure(error: QueryError): void {
  const shown = useRef<QueryError>(undefined)
  useEffect(() => {
    if (!error || shown.current === error) return
    shown.current = error
    if (!('status' in error) || error.status === 'BUSINESS') toastWarning(failureText(error))
  }, [error])
}

/** Asking again helps after a network or format failure, not after the server said no. */
export function canRetry(error: QueryError): boolean {
  return !!error && 'status' in error && error.status !== 'BUSINESS'
}
