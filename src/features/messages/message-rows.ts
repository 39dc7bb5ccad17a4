import type { Key } from 'react'
import type { Message, MessagePage } from '../../api/sys-message'
import { templateTypeName } from './message-query'

// What the message centre shows of a page of messages when the backend leaves out what it is not
// documented to send: an id, a title, a date or the total count.

/** The read state a row shows: the documented isRead, or unknown when the answer has none. */
export type ReadState = 'unread' | 'read' | 'unknown'

export function readState(message: Pick<Message, 'isRead'>): ReadState {
  if (message.isRead === 1) return 'read'
  if (message.isRead === 0) return 'unread'
  return 'unknown'
}

/** Whether opening or 标为已读 should send SetIsRead: every message not known to be read. */
export const needsMarking = (message: Pick<Message, 'isRead'>) => message.isRead !== 1

/**
 * The title a message shows: its title; without one (the backend need not send it) the name of its
 * template type, or 消息.
 */
export function messageTitle(message: Pick<Message, 'title' | 'TempleteType'>): string {
  const title = message.title?.trim()
  if (title) return title
  const type = message.TempleteType
  return type === undefined || type === '' ? '消息' : templateTypeName(type)
}

/** A key made of the row's place on the page, for a message without an id. */
const POSITION = 'at:'

/**
 * The key of a message in the list: its id when it has one (a selection of it then holds across
 * pages); otherwise its place on the page, which only means something for the answer it came in.
 */
export function messageKey(message: Pick<Message, 'id'>, index: number): string {
  return message.id === undefined ? `${POSITION}${index}` : `id:${message.id}`
}

/** Whether a selected key is a place on a page (dropped when a new answer arrives). */
export const isPositionKey = (key: Key) => String(key).startsWith(POSITION)

/** The keys of a page's rows, by row. */
export function keysOf(rows: readonly Message[]): ReadonlyMap<Message, string> {
  return new Map(rows.map((message, i) => [message, messageKey(message, i)]))
}

// one empty list for every empty answer: the memoised table sees the same rows
const NO_ROWS: Message[] = []

/** One page of the message centre. */
export interface MessageListPage {
  rows: Message[]
  /** what the pager counts */
  total: number
  /** false: the answer had no totalCount, and `total` only reaches one page past this one */
  totalKnown: boolean
}

/**
 * The page's rows and the pager's total. Without a totalCount the pager still leads on while pages
 * come full: the rows before this page, this page's, and one more when this page is full.
 */
export function messageListPage(
  data: MessagePage | undefined,
  { page, size }: { page: number; size: number },
): MessageListPage {
  const rows = data?.rows ?? NO_ROWS
  if (data?.total !== undefined) return { rows, total: data.total, totalKnown: true }
  const before = (Math.max(1, page) - 1) * size
  return {
    rows,
    total: before + rows.length + (rows.length >= size ? 1 : 0),
    totalKnown: data === undefined,
  }
}
