import { onTestFinished, vi } from 'vitest'

export interface Download {
  name: string
  blob: Blob
}

/**
 * Records, for the running test, what the browser would download: file-saver makes an object URL
 * of the Blob and clicks an <a download> with it (jsdom has neither, so both are observed here).
 */
export function captureDownloads(): Download[] {
  const downloads: Download[] = []
  const blobs = new Map<string, Blob>()
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL }
  let next = 0
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:${location.origin}/download-${++next}`
    blobs.set(url, blob)
    return url
  }
  URL.revokeObjectURL = (url: string) => void blobs.delete(url)
  const dispatch = HTMLAnchorElement.prototype.dispatchEvent
  const spy = vi.spyOn(HTMLAnchorElement.prototype, 'dispatchEvent').mockImplementation(function (
    this: HTMLAnchorElement,
    event: Event,
  ) {
    const blob = blobs.get(this.href)
    if (event.type === 'click' && this.download && blob) {
      downloads.push({ name: this.download, blob })
      return false
    }
    return dispatch.call(this, event)
  })
  onTestFinished(() => {
    spy.mockRestore()
    URL.createObjectURL = original.create
    URL.revokeObjectURL = original.revoke
  })
  return downloads
}
