import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'

/**
 * The store's dispatch as a route loader's prefetch sees it (features/<area>/*-data.ts): any
 * state, so the prefetch modules need not import the app's store, which imports them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PrefetchDispatch = ThunkDispatch<any, unknown, UnknownAction>
