import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { baseApi } from '../api/base-api'
import { sessionSlice } from '../lib/session-slice'
import { appSlice } from '../layout/app-slice'
import { settingsSlice } from '../layout/settings-slice'
import { tagsViewSlice } from '../layout/tags-view-slice'

const rootReducer = combineSlices(baseApi, sessionSlice, appSlice, settingsSlice, tagsViewSlice)

export type RootState = ReturnType<typeof rootReducer>

/** A fresh store; tests make one each. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  })
  setupListeners(store.dispatch)
  return store
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
