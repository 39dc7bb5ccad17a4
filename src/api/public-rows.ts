import * as v from 'valibot'
import { record } from './answer'
import { count, id, list, maybe } from './schema'

// The rows of the public lists (news, notices, courses), without their endpoints: the endpoints
// check their answers with them (base-news.ts, sys-notice.ts, train-res.ts), and so does the
// prerendered home page's first script (boot/home-prerendered.ts), which must not show a
// list the app would refuse. This module imports no endpoint, so that script stays small.
// Every field read is documented; none is made up when an answer leaves it out: an item without
// an id or code does not open, one without a time shows none (behaviour B3.9).
const text = maybe(v.string())
const num = maybe(count)

/** A news item: releaseType 0 opens /newsitem by id, 1 its external linkURL. */
export const newsRow = record({
  id: maybe(id),
  fullHead: v.nullish(v.string(), ''),
  releaseType: maybe(count),
  linkURL: text,
  newsContent: text,
  releaseTime: text,
  releaseTimeText: text,
  coverURL: text,
  authorName: text,
  attachFiles: list(record({ url: text, name: v.nullish(v.string(), '') })),
})
export type News = v.InferOutput<typeof newsRow>

/** A notice: noticeType 1 internal (opens by noticeSysCode), 2 external (noticeUrl). */
export const noticeFields = {
  noticeTitle: v.nullish(v.string(), ''),
  noticeSecondTitle: text,
  noticeValue: text,
  noticeType: maybe(count),
  noticeUrl: text,
  noticeSysCode: text,
  status: maybe(count),
  releaseTime: text,
  releaseName: text,
}
export const noticeRow = record(noticeFields)
export type Notice = v.InferOutput<typeof noticeRow>

/** Video quality entry: item1 quality label, item2 url. */
export const playItem = record({ item1: v.string(), item2: v.string() })
export type PlayItem = v.InferOutput<typeof playItem>

/** The documented course fields: an id to open it by and a name are a must. */
export const courseFields = {
  id,
  resName: v.string(),
  introduce: text,
  cover: text,
  viewCnt: num,
  studyCnt: num,
  sort: num,
  /** undefined: the answer did not carry it (not the same as an empty list) */
  playList: maybe(list(playItem)),
  attExt: text,
}

/** A course of the plain lists (hot, recommended, relevant). */
export const courseList = list(record(courseFields))
/** Resource (course) as the spec documents it. */
export type TrainRes = v.InferOutput<typeof courseList>[number]
