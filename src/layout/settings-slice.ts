import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

// persist-layout.ts saves the settings under this key; the slice reads them for its first state.
export const SETTINGS_KEY = 'yd-settings'

export interface SettingsState {
  fixedHeader: boolean
  tagsView: boolean
  sidebarLogo: boolean
  theme: string
}

const defaults: SettingsState = {
  fixedHeader: true,
  tagsView: true,
  sidebarLogo: true,
  theme: '#0958d9',
}

// A saved value counts only when it has the type of the default (an old or edited entry may not).
function pick(saved: Record<string, unknown>): SettingsState {
  const state = { ...defaults }
  for (const key of Object.keys(defaults) as (keyof SettingsState)[]) {
    const value = saved[key]
    if (typeof value === typeof defaults[key]) Object.assign(state, { [key]: value })
  }
  return state
}

function load(): SettingsState {
  try {
    const raw = localStorage.getItem(SETTINGS_KEY)
    const saved: unknown = raw ? JSON.parse(raw) : null
    return typeof saved === 'object' && saved !== null && !Array.isArray(saved)
      ? pick(saved as Record<string, unknown>)
      : defaults
  } catch {
    // unreadable or blocked storage: the defaults
    return defaults
  }
}

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: load,
  reducers: {
    settingChanged<K extends keyof SettingsState>(
      state: SettingsState,
      action: PayloadAction<{ key: K; value: SettingsState[K] }>,
    ) {
      state[action.payload.key] = action.payload.value
    },
  },
  selectors: {
    selectSettings: (s) => s,
  },
})

export const { settingChanged } = settingsSlice.actions
export const { selectSettings } = settingsSlice.selectors
