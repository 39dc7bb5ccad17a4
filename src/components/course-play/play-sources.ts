import type { PlayItem, TrainRes } from '../../api/train-res'

/** One playable quality of a course: the legacy code (playList item1), its label and url (item2). */
export interface PlaySource {
  code: string
  label: string
  url: string
}

// Legacy quality codes from worst to best; the player shows the Chinese labels.
const QUALITIES: readonly (readonly [code: string, label: string])[] = [
  ['FD', '流畅'],
  ['LD', '标清'],
  ['SD', '高清'],
  ['OD', '原画'],
]

const rank = (code: string) => QUALITIES.findIndex(([c]) => c === code.toUpperCase())

/** FD 流畅, LD 标清, SD 高清, OD 原画; an unknown code is shown as it is. */
export function qualityLabel(code: string): string {
  const index = rank(code)
  return index >= 0 ? QUALITIES[index][1] : code
}

/** The play list as sources, best quality first (the default); entries without a url are dropped. */
export function playSources(list: readonly PlayItem[] | null | undefined): PlaySource[] {
  return (list ?? [])
    .filter((item) => !!item?.item2?.trim())
    .map((item) => {
      const code = String(item.item1 ?? '').trim()
      return { code, label: qualityLabel(code), url: item.item2.trim() }
    })
    .sort((a, b) => rank(b.code) - rank(a.code))
}

/** Audio lessons (attExt mp3, with or without the dot, or an .mp3 url) play in a plain audio element. */
export function isAudio(resource: Pick<TrainRes, 'attExt'>, url?: string): boolean {
  const ext = (resource.attExt ?? '').trim().toLowerCase().replace(/^\./, '')
  return ext === 'mp3' || /\.mp3(?:[?#].*)?$/i.test(url ?? '')
}
