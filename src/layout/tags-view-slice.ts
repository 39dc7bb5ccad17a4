import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { sessionEnded } from '../lib/session-slice'

/** A visited page in the tags view. */
export interface VisitedView {
  path: string
  /** path + search, what a click on the tag opens */
  fullPath: string
  title: string
  affix?: boolean
}

export interface TagsViewState {
  visited: VisitedView[]
}

const initialState: TagsViewState = { visited: [] }

export const tagsViewSlice = createSlice({
  name: 'tagsView',
  initialState,
  reducers: {
    viewAdded(state, action: PayloadAction<VisitedView>) {
      const view = action.payload
      const existing = state.visited.find((v) => v.path === view.path)
      if (existing) {
        existing.fullPath = view.fullPath
        existing.title = view.title
        return
      }
      if (view.affix) state.visited.unshift(view)
      else state.visited.push(view)
    },
    viewClosed(state, action: PayloadAction<string>) {
      state.visited = state.visited.filter((v) => v.affix || v.path !== action.payload)
    },
    othersClosed(state, action: PayloadAction<string>) {
      state.visited = state.visited.filter((v) => v.affix || v.path === action.payload)
    },
    allClosed(state) {
      state.visited = state.visited.filter((v) => v.affix)
    },
  },
  // The end of a session closes every tab, pinned ones included.
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialState),
  selectors: {
    selectVisited: (s) => s.visited,
  },
})

export const { viewAdded, viewClosed, othersClosed, allClosed } = tagsViewSlice.actions
export const { selectVisited } = tagsViewSlice.selectors
