import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { baseApi } from '../api/base-api'
import { sessionSlice } from '../lib/session-slice'
import { refreshPageQueries } from '../lib/page-refresh'
import { appSlice } from '../layout/app-slice'
import { persistLayout } from '../layout/persist-layout'
import { settingsSlice } from '../layout/settings-slice'
import { tagsViewSlice } from '../layout/tags-view-slice'

const rootReducer = combineSlices(baseApi, sessionSlice, appSlice, settingsSlice, tagsViewSlice)

export type RootState = ReturnType<typeof rootReducer>

// Window listeners (focus, online) of every store made so far, so tests can let go of them.
const listeners = new Set<() => void>()

/** A fresh store; tests make one each. */
export function makeStore(preloadedState?: Partial<RootState>) {
  // Side effects of actions (saving settings, refetching a refreshed page) live here, so the
  // reducers stay pure.
  const effects = createListenerMiddleware<RootState>()
  persistLayout(effects)
  refreshPageQueries(effects)
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(effects.middleware).concat(baseApi.middleware),
  })
  listeners.add(setupListeners(store.dispatch))
  listeners.add(() => effects.clearListeners())
  return store
}

/** Removes the window listeners of every store made so far (tests, between test cases). */
export function releaseStores(): void {
  listeners.forEach((remove) => remove())
  listeners.clear()
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
