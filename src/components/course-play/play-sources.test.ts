import { describe, expect, it } from 'vitest'
import { isAudio, playSources, qualityLabel } from './play-sources'
import { xgplayerOptions } from './xgplayer-factory'

const list = [
  { item1: 'FD', item2: '/v/fd.mp4' },
  { item1: 'OD', item2: '/v/od.mp4' },
  { item1: 'LD', item2: '/v/ld.mp4' },
  { item1: 'SD', item2: '/v/sd.mp4' },
]

describe('play sources', () => {
  it('labels FD 流畅, LD 标清, SD 高清, OD 原画 and keeps unknown codes', () => {
    expect(['FD', 'LD', 'SD', 'OD', 'sd', '4K'].map(qualityLabel)).toEqual([
      '流畅',
      '标清',
      '高清',
      '原画',
      '高清',
      '4K',
    ])
  })

  it('orders the play list best first and drops entries without a url', () => {
    const sources = playSources([...list, { item1: 'SD', item2: ' ' }])
    expect(sources.map((s) => `${s.code} ${s.label} ${s.url}`)).toEqual([
      'OD 原画 /v/od.mp4',
      'SD 高清 /v/sd.mp4',
      'LD 标清 /v/ld.mp4',
      'FD 流畅 /v/fd.mp4',
    ])
    expect(playSources(undefined)).toEqual([])
  })

  it('treats attExt mp3 (with or without the dot) or an .mp3 url as audio', () => {
    expect(isAudio({ attExt: '.mp3' })).toBe(true)
    expect(isAudio({ attExt: 'MP3' })).toBe(true)
    expect(isAudio({ attExt: '' }, '/a/lesson.mp3?v=2')).toBe(true)
    expect(isAudio({ attExt: '.mp4' }, '/a/lesson.mp4')).toBe(false)
  })

  it('gives xgplayer the quality menu with the labels and the best one selected', () => {
    const sources = playSources(list)
    const options = xgplayerOptions(document.createElement('div'), sources, sources[0])
    expect(options.url).toBe('/v/od.mp4')
    expect(options.definition.defaultDefinition).toBe('OD')
    expect(options.definition.list.map((d) => d.text)).toEqual(['原画', '高清', '标清', '流畅'])
    // shortcuts only inside the player, and Escape left to the dialog
    expect(options.keyboard).toEqual({
      disableBodyTrigger: true,
      keyCodeMap: { esc: { disable: true } },
    })
  })
})
