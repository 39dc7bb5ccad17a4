// Built at build time only (scripts/prerender-plugin.ts), never shipped: the /login and /home
// pages rendered to HTML with the styles antd generates for them, written into login.html and
// home.html. The visitor gets a working form, or the home page with its lists, before the app has
// started; the app takes the page over when it starts (login/prerendered.ts, home-prerendered.ts).
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs'
import { makeStore } from '../app/store'
import { Providers } from '../app/providers'
import { Component as LoginPage } from '../features/account/login-page'
import { Component as HomePage } from '../features/home/home-page'
import { HomeListEntry } from '../features/home/home-news'
import { HomeBannerCarousel } from '../features/home/home-banner'
import { CourseCard } from '../components/course-card'
import { SLOT, type TemplateName } from './home-prerendered'
import { paths } from '../lib/paths'

export interface Prerendered {
  html: string
  styles: string
  /** <template> elements the page's first script fills from (home.html only) */
  templates?: string
}

function render(path: string, page: ReactNode): Prerendered {
  const cache = createCache()
  const html = renderToString(
    <StyleProvider cache={cache}>
      <Providers store={makeStore()}>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </Providers>
    </StyleProvider>,
  )
  return { html, styles: extractStyle(cache) }
}

/** The /login page as the app first renders it for a guest, and antd's styles for it. */
export function renderLogin(): Prerendered {
  return render(paths.login, <LoginPage />)
}

/** One entry of each kind a home list or the course grid shows, with the placeholders. */
function homeTemplates(): string {
  const entry = (date: string, action: 'link' | 'text') => (
    <HomeListEntry
      item={{
        key: 0,
        title: SLOT.title,
        date,
        action: action === 'link' ? { kind: 'window', url: SLOT.url } : { kind: 'none' },
      }}
    />
  )
  const course = (cover?: string) => (
    <li>
      <CourseCard
        course={{ id: 0, resName: SLOT.name, cover, studyCnt: SLOT.count }}
        onOpen={() => {}}
      />
    </li>
  )
  const entries: Record<TemplateName, ReactNode> = {
    'list-link-date': entry(SLOT.date, 'link'),
    'list-link': entry('', 'link'),
    'list-text-date': entry(SLOT.date, 'text'),
    'list-text': entry('', 'text'),
    'course-cover': course(SLOT.cover),
    'course-plain': course(),
    // the banner's first picture (a click waits for the app, whose slide may be a link)
    banner: <HomeBannerCarousel slides={[{ key: 0, image: SLOT.cover, alt: SLOT.title }]} />,
  }
  return Object.entries(entries)
    .map(([name, node]) => {
      const { html } = render(paths.home, node)
      return `<template data-home-fill="${name}">${html}</template>`
    })
    .join('')
}

/** The /home page as the app first renders it for a guest (every section loading). */
export function renderHome(): Prerendered {
  return { ...render(paths.home, <HomePage />), templates: homeTemplates() }
}
