import { fireEvent, within } from '@testing-library/react'
import { makeControlsAccessible } from './xgplayer-a11y'

// The markup xgplayer 3 draws for its controls (trimmed), as the real player leaves it in the page.
const MARKUP = `
  <video></video>
  <xg-start class="xgplayer-start"></xg-start>
  <xg-controls class="xgplayer-controls controls-autohide">
    <xg-left-grid class="xg-left-grid">
      <xg-icon class="xgplayer-play"><div class="xgplayer-icon"></div></xg-icon>
    </xg-left-grid>
    <xg-center-grid><xg-progress class="xgplayer-progress"></xg-progress></xg-center-grid>
    <xg-right-grid class="xg-right-grid">
      <xg-icon class="xgplayer-fullscreen"></xg-icon>
      <xg-icon class="xgplayer-volume"><div class="xgplayer-icon"></div></xg-icon>
      <xg-icon class="xg-options-icon xgplayer-definition">
        <div class="xgplayer-icon btn-text"><span class="icon-text">原画</span></div>
        <ul class="xg-options-list">
          <li class="option-item selected"><span>原画</span></li>
          <li class="option-item"><span>流畅</span></li>
        </ul>
      </xg-icon>
    </xg-right-grid>
  </xg-controls>`

function setup() {
  const root = document.createElement('div')
  root.className = 'xgplayer'
  root.innerHTML = MARKUP
  document.body.appendChild(root)
  const media = root.querySelector('video')!
  Object.defineProperty(media, 'duration', { configurable: true, value: 40 })
  let paused = true
  Object.defineProperty(media, 'paused', { configurable: true, get: () => paused })
  const definition = {
    isActive: false,
    toggle(active: boolean) {
      this.isActive = active
      root.querySelector('.xg-options-list')!.classList.toggle('active', active)
    },
  }
  const player = { getPlugin: (name: string) => (name === 'definition' ? definition : null) }
  const detach = makeControlsAccessible(root, media, player)
  const setPaused = (value: boolean) => {
    paused = value
    fireEvent(media, new Event(value ? 'pause' : 'play'))
  }
  return { root, media, detach, setPaused, view: within(root) }
}

describe('xgplayer controls by keyboard', () => {
  // only the player's markup: antd keeps its toast containers in the body the next file uses
  afterEach(() => document.querySelectorAll('.xgplayer').forEach((root) => root.remove()))

  it('names every control and puts it in the Tab order, the right group in visual order', () => {
    const { view, root } = setup()
    const buttons = view.getAllByRole('button')
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      '播放',
      '播放',
      '清晰度：原画',
      '静音',
      '全屏',
    ])
    buttons.forEach((b) => expect(b).toHaveAttribute('tabindex', '0'))
    expect(view.getByRole('slider', { name: '播放进度' })).toHaveAttribute(
      'aria-valuetext',
      '00:00 / 00:40',
    )
    expect(view.getByRole('radiogroup', { name: '清晰度', hidden: true })).toBeInTheDocument()
    expect(root.querySelector('.xg-right-grid')!.firstElementChild).toHaveClass(
      'xgplayer-definition',
    )
  })

  it('presses a control with Enter or Space and says what the play button will do', () => {
    const { view, setPaused } = setup()
    const play = view.getAllByRole('button', { name: '播放' })[1]
    const clicks: string[] = []
    play.addEventListener('click', () => clicks.push('play'))
    fireEvent.keyDown(play, { key: 'Enter' })
    fireEvent.keyDown(play, { key: ' ' })
    expect(clicks).toEqual(['play', 'play'])
    setPaused(false)
    expect(play).toHaveAccessibleName('暂停')
    const mute = view.getByRole('button', { name: '静音' })
    expect(mute).toHaveAttribute('aria-pressed', 'false')
  })

  it('seeks with the arrow keys on the progress bar', () => {
    const { view, media } = setup()
    const bar = view.getByRole('slider', { name: '播放进度' })
    media.currentTime = 10
    fireEvent.keyDown(bar, { key: 'ArrowRight' })
    expect(media.currentTime).toBe(15)
    fireEvent.keyDown(bar, { key: 'ArrowLeft' })
    fireEvent.keyDown(bar, { key: 'ArrowLeft' })
    expect(media.currentTime).toBe(5)
    expect(bar).toHaveAttribute('aria-valuenow', '5')
  })

  it('opens the quality menu with Enter and picks a quality', () => {
    const { view } = setup()
    const menu = view.getByRole('button', { name: '清晰度：原画' })
    fireEvent.keyDown(menu, { key: 'Enter' })
    expect(menu).toHaveAttribute('aria-expanded', 'true')
    const fluent = view.getByRole('radio', { name: '流畅' })
    expect(view.getByRole('radio', { name: '原画' })).toHaveFocus()
    const picked: string[] = []
    fluent.addEventListener('click', () => picked.push('流畅'))
    fireEvent.keyDown(fluent, { key: 'Enter' })
    expect(picked).toEqual(['流畅'])
    expect(menu).toHaveFocus()
    expect(menu).toHaveAttribute('aria-expanded', 'false')
  })

  it('leaves Escape to the dialog around the player', () => {
    const { view } = setup()
    const onEscape = vi.fn()
    document.addEventListener('keydown', onEscape)
    const play = view.getAllByRole('button', { name: '播放' })[1]
    const event = fireEvent.keyDown(play, { key: 'Escape' })
    expect(event).toBe(true)
    expect(onEscape).toHaveBeenCalled()
    document.removeEventListener('keydown', onEscape)
  })
})
