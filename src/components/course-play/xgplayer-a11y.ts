// xgplayer draws its controls as custom elements (xg-icon, xg-progress) that take no focus and
// have no name: a keyboard or screen-reader user cannot reach them. This gives each one a role,
// a Chinese name, a place in the Tab order and Enter/Space (arrows on the progress bar).

/** What the keyboard layer needs from xgplayer: its plugins by name (quality and speed menus). */
export interface XgPlayerLike {
  getPlugin(name: string): unknown
}

interface OptionsPlugin {
  isActive: boolean
  toggle: (active: boolean) => void
}

const MARK = 'data-a11y-control'
const SEEK_STEP = 5

const isFullscreen = (doc: Document) => !!doc.fullscreenElement
const clock = (seconds: number) => {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0))
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}

// Buttons by selector: what they are called now (the play button says what a press will do).
const BUTTONS: { selector: string; label: (media: HTMLMediaElement) => string }[] = [
  { selector: '.xgplayer-start', label: () => '播放' },
  { selector: '.xgplayer-play', label: (m) => (m.paused ? '播放' : '暂停') },
  {
    selector: '.xgplayer-fullscreen',
    label: (m) => (isFullscreen(m.ownerDocument) ? '退出全屏' : '全屏'),
  },
  { selector: '.xgplayer-volume .xgplayer-icon', label: () => '静音' },
]

// Option menus: the icon opens its list, whose items are radios.
const MENUS = [
  { selector: '.xgplayer-definition', plugin: 'definition', name: '清晰度' },
  { selector: '.xgplayer-playbackrate', plugin: 'playbackRate', name: '播放速度' },
]

function mark(el: Element, role: string, label: string) {
  el.setAttribute(MARK, '')
  el.setAttribute('role', role)
  el.setAttribute('tabindex', '0')
  if (el.getAttribute('aria-label') !== label) el.setAttribute('aria-label', label)
}

/** Names, roles and states of every control now in `root`; run again whenever they change. */
export function labelControls(root: HTMLElement, media: HTMLMediaElement): void {
  for (const { selector, label } of BUTTONS) {
    root.querySelectorAll(selector).forEach((el) => mark(el, 'button', label(media)))
  }
  // a toggle keeps its name and says whether it is on
  root
    .querySelectorAll('.xgplayer-volume .xgplayer-icon')
    .forEach((el) => el.setAttribute('aria-pressed', String(media.muted)))
  for (const { selector, name } of MENUS) {
    root.querySelectorAll(selector).forEach((icon) => {
      const current = icon.querySelector('.icon-text')?.textContent?.trim() ?? ''
      mark(icon, 'button', current ? `${name}：${current}` : name)
      icon.setAttribute('aria-haspopup', 'true')
      const list = icon.querySelector('.xg-options-list')
      icon.setAttribute('aria-expanded', String(!!list?.classList.contains('active')))
      list?.setAttribute('role', 'radiogroup')
      list?.setAttribute('aria-label', name)
      list?.querySelectorAll('li').forEach((item) => {
        mark(item, 'radio', item.textContent?.trim() ?? '')
        item.setAttribute('aria-checked', String(item.classList.contains('selected')))
      })
    })
  }
  root.querySelectorAll('.xgplayer-progress').forEach((bar) => {
    mark(bar, 'slider', '播放进度')
    const duration = Number.isFinite(media.duration) ? media.duration : 0
    bar.setAttribute('aria-valuemin', '0')
    bar.setAttribute('aria-valuemax', String(Math.round(duration)))
    bar.setAttribute('aria-valuenow', String(Math.round(media.currentTime)))
    bar.setAttribute('aria-valuetext', `${clock(media.currentTime)} / ${clock(duration)}`)
  })
}

// xgplayer lays the right-hand group out with row-reverse, so Tab would walk it right to left:
// put the elements in visual order (the stylesheet lays the group out as a plain row).
function orderRightGroup(root: HTMLElement) {
  root.querySelectorAll('.xg-right-grid').forEach((grid) => {
    if (grid.hasAttribute('data-a11y-ordered')) return
    grid.setAttribute('data-a11y-ordered', '')
    grid.append(...[...grid.children].reverse())
  })
}

function seek(media: HTMLMediaElement, key: string): boolean {
  const duration = Number.isFinite(media.duration) ? media.duration : Infinity
  const targets: Record<string, number> = {
    ArrowLeft: media.currentTime - SEEK_STEP,
    ArrowDown: media.currentTime - SEEK_STEP,
    ArrowRight: media.currentTime + SEEK_STEP,
    ArrowUp: media.currentTime + SEEK_STEP,
    Home: 0,
    End: duration,
  }
  if (!(key in targets) || !Number.isFinite(targets[key])) return false
  media.currentTime = Math.min(Math.max(targets[key], 0), duration)
  return true
}

/**
 * Makes the controls xgplayer drew in `root` keyboard reachable and named, and keeps them so as
 * the player redraws them. Escape is left alone, so the dialog around the player closes on it.
 * Returns the function that undoes the listeners.
 */
export function makeControlsAccessible(
  root: HTMLElement,
  media: HTMLMediaElement,
  player: XgPlayerLike,
): () => void {
  const refresh = () => labelControls(root, media)
  orderRightGroup(root)
  refresh()

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target instanceof Element ? event.target.closest(`[${MARK}]`) : null
    if (!target || !root.contains(target)) return
    if (target.getAttribute('role') === 'slider') {
      if (seek(media, event.key)) {
        event.preventDefault()
        refresh()
      }
      return
    }
    if (event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    const menu = MENUS.find(({ selector }) => target.matches(selector))
    if (menu) {
      const plugin = player.getPlugin(menu.plugin) as OptionsPlugin | null
      const open = !!plugin && !plugin.isActive
      plugin?.toggle(open)
      refresh()
      if (open) target.querySelector<HTMLElement>('li[aria-checked="true"], li')?.focus()
      return
    }
    const started = target.matches('.xgplayer-start')
    ;(target as HTMLElement).click()
    if (target.getAttribute('role') === 'radio') {
      // the choice is made: back to the menu button, whose list closes
      const icon = target.closest<HTMLElement>('.xg-options-icon')
      const plugin = MENUS.find(({ selector }) => icon?.matches(selector))
      ;(player.getPlugin(plugin?.plugin ?? '') as OptionsPlugin | null)?.toggle(false)
      icon?.focus()
    }
    // the big start button goes away once playing: keep the focus on the bar's play button
    if (started) media.addEventListener('play', () => focusPlay(root), { once: true })
    refresh()
  }

  const events = ['play', 'pause', 'volumechange', 'durationchange', 'timeupdate', 'seeked']
  events.forEach((e) => media.addEventListener(e, refresh))
  const doc = root.ownerDocument
  doc.addEventListener('fullscreenchange', refresh)
  root.addEventListener('keydown', onKeyDown)
  // xgplayer redraws option lists and adds icons late: name what appears
  const observer = new MutationObserver(refresh)
  observer.observe(root, { childList: true, subtree: true })
  return () => {
    observer.disconnect()
    root.removeEventListener('keydown', onKeyDown)
    doc.removeEventListener('fullscreenchange', refresh)
    events.forEach((e) => media.removeEventListener(e, refresh))
  }
}

function focusPlay(root: HTMLElement) {
  // after the player has swapped its start layer for the control bar
  setTimeout(() => root.querySelector<HTMLElement>('.xgplayer-play')?.focus(), 0)
}
