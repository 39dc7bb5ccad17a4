import type { PlaySource } from './play-sources'
import type { PlayerFactory } from './player-factory'
import { makeControlsAccessible } from './xgplayer-a11y'

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
    // Shortcuts only while the player itself has the focus (page-wide, Space on any button would
    // play), and Escape left to the dialog: xgplayer stops it for leaving full screen, which the
    // browser does by itself.
    keyboard: { disableBodyTrigger: true, keyCodeMap: { esc: { disable: true } } },
    definition: {
      list: sources.map((s) => ({ definition: s.code, url: s.url, text: s.label })),
      defaultDefinition: initial.code,
      // opens on click (and Enter), not only on mouse hover
      toggleMode: 'click',
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
  const media = player.media as HTMLMediaElement
  const detachKeyboard = makeControlsAccessible(player.root as HTMLElement, media, player)
  return {
    media,
    qualityMenu: true,
    switchSource: (source) =>
      player.changeDefinition({ definition: source.code, url: source.url, text: source.label }),
    destroy: () => {
      detachKeyboard()
      player.destroy()
    },
  }
}
