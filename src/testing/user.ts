import userEvent, { PointerEventsCheckLevel, type Options } from '@testing-library/user-event'

/** What `setupUser` gives: userEvent's user, for helpers that click and type. */
export type User = ReturnType<typeof userEvent.setup>

/**
 * userEvent for a test. Clicks skip the pointer-events check: it computes the style of every
 * ancestor of the target, slow in jsdom on antd's deep trees, and finds nothing to stop a click
 * (the app's and antd's styles are not in the page under test).
 */
export const setupUser = (options: Options = {}): User =>
  userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options })
