import { bypass, http } from 'msw'

/**
 * Seeking in the sample media (browser worker only). The worker re-creates a media request
 * without its Range header, so the server answers 200 without Accept-Ranges and the browser
 * treats the video as a stream it cannot seek: a guest could not even try to skip the 30 s
 * preview. The samples are small (under 50 KB): answering with the whole file and saying that
 * ranges are supported lets the browser seek in what it holds.
 */
export const mediaRangeHandlers = [
  http.get('/mock/media/*', async ({ request }) => {
    const response = await fetch(bypass(request))
    const headers = new Headers(response.headers)
    headers.set('accept-ranges', 'bytes')
    return new Response(await response.arrayBuffer(), { status: response.status, headers })
  }),
]
