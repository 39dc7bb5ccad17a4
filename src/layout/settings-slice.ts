import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

const STORAGE_KEY = 'yd-settings'

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
  theme: '#1677ff',
}

function load(): SettingsState {
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    return raw ? { ...defaults, ...(JSON.parse(raw) as Partial<SettingsState>) } : defaults
  } catch {
    return defaults
  }
}

function save(state: SettingsState): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(state))
  } catch {
    // storage full or blocked: the setting still applies for this visit
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
      save({ ...state })
    },
  },
  selectors: {
    selectSettings: (s) => s,
  },
})

export const { settingChanged } = settingsSlice.actions
export const { selectSettings } = settingsSlice.selectors
