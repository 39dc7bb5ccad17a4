import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import Cookies from 'js-cookie'

// Sidebar state and size persist in cookies (spec 9), like the legacy app; persist-layout.ts
// writes them, the slice only reads them for its first state.
export const SIDEBAR_COOKIE = 'sidebarStatus'
export const SIZE_COOKIE = 'size'

export type Device = 'desktop' | 'mobile'
export type ComponentSize = 'small' | 'middle' | 'large'

export interface AppState {
  sidebarOpened: boolean
  device: Device
  size: ComponentSize
}

function initialState(): AppState {
  const status = Cookies.get(SIDEBAR_COOKIE)
  const size = Cookies.get(SIZE_COOKIE)
  return {
    sidebarOpened: status === undefined ? true : status === '1',
    device: 'desktop',
    size: size === 'small' || size === 'large' ? size : 'middle',
  }
}

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    sidebarToggled(state) {
      state.sidebarOpened = !state.sidebarOpened
    },
    sidebarClosed(state) {
      state.sidebarOpened = false
    },
    deviceChanged(state, action: PayloadAction<Device>) {
      state.device = action.payload
    },
    sizeChanged(state, action: PayloadAction<ComponentSize>) {
      state.size = action.payload
    },
  },
  selectors: {
    selectSidebarOpened: (s) => s.sidebarOpened,
    selectDevice: (s) => s.device,
    selectSize: (s) => s.size,
  },
})

export const { sidebarToggled, sidebarClosed, deviceChanged, sizeChanged } = appSlice.actions
export const { selectSidebarOpened, selectDevice, selectSize } = appSlice.selectors
