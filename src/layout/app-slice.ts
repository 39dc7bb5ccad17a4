import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import Cookies from 'js-cookie'

// Sidebar state and size persist in cookies (behaviour B9.15), like the legacy app;
// persist-layout.ts writes them, the slice only reads them for its first state.
export const SIDEBAR_COOKIE = 'sidebarStatus'
export const SIZE_COOKIE = 'size'

export type Device = 'desktop' | 'mobile'
export type ComponentSize = 'small' | 'middle' | 'large'

export interface AppState {
  /** the desktop sidebar as the user chose it with the toggle (saved in its cookie) */
  sidebarOpened: boolean
  /** the phone-width drawer: closed by width and navigation, never saved */
  drawerOpened: boolean
  device: Device
  size: ComponentSize
}

function initialState(): AppState {
  const status = Cookies.get(SIDEBAR_COOKIE)
  const size = Cookies.get(SIZE_COOKIE)
  return {
    sidebarOpened: status === undefined ? true : status === '1',
    drawerOpened: false,
    device: 'desktop',
    size: size === 'small' || size === 'large' ? size : 'middle',
  }
}

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    /** The hamburger: the sidebar of the current width (on a desktop, the saved choice). */
    sidebarToggled(state) {
      if (state.device === 'mobile') state.drawerOpened = !state.drawerOpened
      else state.sidebarOpened = !state.sidebarOpened
    },
    /** The drawer closes (navigation, its mask); the desktop choice stays as the user left it. */
    sidebarClosed(state) {
      state.drawerOpened = false
    },
    /** A width change: the drawer starts closed; back on a desktop, the saved choice applies. */
    deviceChanged(state, action: PayloadAction<Device>) {
      state.device = action.payload
      state.drawerOpened = false
    },
    sizeChanged(state, action: PayloadAction<ComponentSize>) {
      state.size = action.payload
    },
  },
  selectors: {
    /** Whether the sidebar (or, at phone width, the drawer) is open now. */
    selectSidebarOpened: (s) => (s.device === 'mobile' ? s.drawerOpened : s.sidebarOpened),
    selectDevice: (s) => s.device,
    selectSize: (s) => s.size,
  },
})

export const { sidebarToggled, sidebarClosed, deviceChanged, sizeChanged } = appSlice.actions
export const { selectSidebarOpened, selectDevice, selectSize } = appSlice.selectors
