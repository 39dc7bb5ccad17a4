import { StrictMode, useState } from 'react'
import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { noteFocus, notePress } from '../lib/prerendered-controls'
import { setupUser } from '../testing'
import { PrerenderedPageGone } from './prerendered-page'

// home.html: the page as the build rendered it, in #root, under <html data-prerendered="home">
// (scripts/prerender-plugin.ts); route-preload.ts notes the presses on it. The app then renders
// the same markup over it, as main.tsx does: StrictMode, PrerenderedPageGone beside the page.
const MARKUP = `<header>
    <a href="/home">工伤预防在线培训平台</a>
    <button type="button">培训登录</button>
  </header>
  <div role="tablist"><div role="tab" tabindex="0">全部</div><div role="tab" tabindex="0">机械安全</div></div>
  <ul><li><button type="button">化学品安全使用 2928人学习</button></li><li><button type="button">创伤止血包扎 2289人学习</button></li></ul>
  <button type="button">播放</button><button type="button">播放</button>
  <form><button type="submit">搜索</button></form>`

function servePrerendered() {
  document.documentElement.dataset.prerendered = 'home'
  const root = document.createElement('div')
  root.id = 'root'
  root.innerHTML = MARKUP
  document.body.append(root)
  return root
}

const opened: string[] = []

function HomePage() {
  const [tab, setTab] = useState('全部')
  const [dialog, setDialog] = useState(false)
  const tabOf = (name: string) => (
    <div
      role="tab"
      tabIndex={0}
      aria-selected={tab === name}
      onClick={() => setTab(name)}
      onKeyDown={(event) => event.key === 'Enter' && setTab(name)}
    >
      {name}
    </div>
  )
  return (
    <>
      <header>
        <a href="/home">工伤预防在线培训平台</a>
        <button
          type="button"
          onClick={() => {
            opened.push('培训登录')
            setDialog(true)
          }}
        >
          培训登录
        </button>
      </header>
      {/* the app's page has more controls before the courses than the prerendered one */}
      <div role="tablist">
        {tabOf('全部')}
        {tabOf('消防安全')}
        {tabOf('机械安全')}
      </div>
      <ul>
        {['化学品安全使用 2928人学习', '创伤止血包扎 2289人学习'].map((course) => (
          <li key={course}>
            <button type="button" onClick={() => opened.push(course)}>
              {course}
            </button>
          </li>
        ))}
      </ul>
      {['第一段', '第二段'].map((part) => (
        <button key={part} type="button" onClick={() => opened.push(`播放${part}`)}>
          播放
        </button>
      ))}
      <form onSubmit={(event) => (event.preventDefault(), opened.push('搜索'))}>
        <button type="submit">搜索</button>
      </form>
      {dialog && <div role="dialog" aria-label="培训登录" />}
    </>
  )
}

/** The app's tab `name` is selected and has the focus. */
function expectChosen(name: string) {
  const tab = screen.getByRole('tab', { name })
  expect(tab).toHaveAttribute('aria-selected', 'true')
  expect(tab).toHaveFocus()
}

const startApp = (root: HTMLElement) =>
  render(
    <StrictMode>
      <PrerenderedPageGone takenOver={false} />
      <HomePage />
    </StrictMode>,
    { container: root },
  )

beforeEach(() => {
  document.addEventListener('click', notePress, true)
  document.addEventListener('keydown', notePress, true)
  document.addEventListener('focusin', noteFocus, true)
})
afterEach(() => {
  document.removeEventListener('click', notePress, true)
  document.removeEventListener('keydown', notePress, true)
  document.removeEventListener('focusin', noteFocus, true)
  delete document.documentElement.dataset.prerendered
  delete document.documentElement.dataset.prerenderedClick
  delete document.documentElement.dataset.prerenderedFocus
  opened.length = 0
})

describe('a prerendered page taken over by the app (home.html)', () => {
  it('presses again, once, the button pressed before the app started', async () => {
    const root = servePrerendered()
    await setupUser().click(screen.getByRole('button', { name: '培训登录' }))
    startApp(root)
    expect(screen.getByRole('dialog', { name: '培训登录' })).toBeInTheDocument()
    expect(opened).toEqual(['培训登录'])
    expect(document.documentElement).not.toHaveAttribute('data-prerendered')
    expect(document.documentElement).not.toHaveAttribute('data-prerendered-click')
  })

  it('presses the same course, though the app’s page has more buttons before it', async () => {
    const root = servePrerendered()
    await setupUser().click(screen.getByRole('button', { name: /创伤止血包扎/ }))
    startApp(root)
    expect(opened).toEqual(['创伤止血包扎 2289人学习'])
  })

  it('tells twins apart by their order: the second 播放 pressed is the second pressed again', async () => {
    const root = servePrerendered()
    await setupUser().click(screen.getAllByRole('button', { name: '播放' })[1])
    startApp(root)
    expect(opened).toEqual(['播放第二段'])
  })

  it('selects the tab chosen before the app started, and keeps the focus on it', async () => {
    const root = servePrerendered()
    const user = setupUser()
    await user.click(screen.getByRole('tab', { name: '机械安全' }))
    expect(screen.getByRole('tab', { name: '机械安全' })).toHaveFocus()
    startApp(root)
    expectChosen('机械安全')
  })

  it('selects the tab a keyboard user chose with Enter before the app started', async () => {
    const root = servePrerendered()
    const user = setupUser()
    screen.getByRole('tab', { name: '机械安全' }).focus()
    await user.keyboard('{Enter}')
    startApp(root)
    expectChosen('机械安全')
  })

  it('keeps the focus of a keyboard user who tabbed to a control', async () => {
    const root = servePrerendered()
    const user = setupUser()
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: '培训登录' })).toHaveFocus()
    startApp(root)
    expect(screen.getByRole('button', { name: '培训登录' })).toHaveFocus()
    // focused, not pressed
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps the focus moved on while the app’s page was rendering, between two of its slices', async () => {
    const root = servePrerendered()
    const prerenderedTab = screen.getByRole('tab', { name: '机械安全' })
    await setupUser().tab()
    // the visitor tabs on after the render began (it reads the focus first), before its commit
    function TabbedOn() {
      if (root.contains(prerenderedTab)) prerenderedTab.focus()
      return null
    }
    render(
      <StrictMode>
        <PrerenderedPageGone takenOver={false} />
        <TabbedOn />
        <HomePage />
      </StrictMode>,
      { container: root },
    )
    const tab = screen.getByRole('tab', { name: '机械安全' })
    expect(tab).toHaveFocus()
    // focused, not chosen
    expect(tab).toHaveAttribute('aria-selected', 'false')
    expect(document.documentElement).not.toHaveAttribute('data-prerendered-focus')
  })

  it('repeats no submission by its button, and nothing once the page is the app’s', async () => {
    const root = servePrerendered()
    await setupUser().click(screen.getByRole('button', { name: '搜索' }))
    startApp(root)
    expect(opened).toEqual([])
    // pressed in the app's page: its own handler only, nothing noted
    await setupUser().click(screen.getByRole('button', { name: '培训登录' }))
    expect(opened).toEqual(['培训登录'])
    expect(document.documentElement).not.toHaveAttribute('data-prerendered-click')
  })
})
