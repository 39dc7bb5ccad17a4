import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit'
import Cookies from 'js-cookie'
import {
  SIDEBAR_COOKIE,
  SIZE_COOKIE,
  sidebarToggled,
  sizeChanged,
  type AppState,
} from './app-slice'
import { SETTINGS_KEY, settingChanged, type SettingsState } from './settings-slice'

interface LayoutState {
  app: AppState
  settings: SettingsState
}

/**
 * Saves the layout for the next visit, outside the reducers: the sidebar state and size in
 * cookies (behaviour B9.15, as the legacy app), the settings panel in localStorage.
 */
export function persistLayout<S extends LayoutState>(
  listener: ListenerMiddlewareInstance<S>,
): void {
  // only the user's toggle on a desktop is a choice to keep: a phone-width moment (a narrow
  // window, a screenshot resizing the page) folds the drawer, not the saved sidebar
  listener.startListening({
    actionCreator: sidebarToggled,
    effect: (_, api) => {
      const { device, sidebarOpened } = api.getState().app
      if (device === 'desktop') Cookies.set(SIDEBAR_COOKIE, sidebarOpened ? '1' : '0')
    },
  })
  listener.startListening({
    actionCreator: sizeChanged,
    effect: (action) => {
      Cookies.set(SIZE_COOKIE, action.payload)
    },
  })
  listener.startListening({
    actionCreator: settingChanged,
    effect: (_, api) => {
      try {
        localStorage.setItem(SETTINGS_KEY, JSON.stringify(api.getState().settings))
      } catch {
        // storage full or blocked: the setting still applies for this visit
      }
    },
  })
}
