import type { PlaySource } from './play-sources'
import type { PlayerFactory } from './player-factory'

/** xgplayer options: the quality menu lists every source by its label, `initial` selected. */
export function xgplayerOptions(el: HTMLElement, sources: PlaySource[], initial: PlaySource) {
  return {
    el,
    url: initial.url,
    lang: 'zh-cn',
    fluid: true,
    playsinline: true,
    // web full screen would dodge the guest full-screen rule and means little inside a dialog
    ignores: ['cssFullscreen'],
    definition: {
      list: sources.map((s) => ({ definition: s.code, url: s.url, text: s.label })),
      defaultDefinition: initial.code,
    },
  }
}

/** xgplayer, loaded on first use so that it and its CSS stay out of the main bundle. */
export const xgplayerFactory: PlayerFactory = async (host, sources, initial) => {
  const [{ default: Player }] = await Promise.all([
    import('xgplayer'),
    import('xgplayer/dist/index.min.css'),
  ])
  const player = new Player(xgplayerOptions(host, sources, initial))
  return {
    media: player.media as HTMLMediaElement,
    qualityMenu: true,
    switchSource: (source) =>
      player.changeDefinition({ definition: source.code, url: source.url, text: source.label }),
    destroy: () => player.destroy(),
  }
}
