import type { PrefetchDispatch } from '../../lib/route-prefetch'
import { trainResApi } from '../../api/train-res'

/** Course ids are numbers; anything else cannot be a course. */
export function courseId(raw: string | null): number | undefined {
  const text = raw?.trim() ?? ''
  return /^\d+$/.test(text) ? Number(text) : undefined
}

/**
 * Starts the course's first calls (the detail, then the play list) with the page's own
 * arguments while its code and the player download (route-loader.ts).
 */
export function prefetchStudy(dispatch: PrefetchDispatch, params: URLSearchParams): void {
  const id = courseId(params.get('id'))
  if (id === undefined) return
  // the play list only of a course that exists: an unknown id is said once, by the page
  void dispatch(
    trainResApi.endpoints.getTrainResStudyDetail.initiate({ id }, { subscribe: false }),
  ).then((detail) => {
    if (detail.isSuccess)
      dispatch(trainResApi.util.prefetch('getVideoPlayList', { videoId: id }, {}))
  })
}
