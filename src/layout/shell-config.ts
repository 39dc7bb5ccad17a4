import { createContext, useContext } from 'react'
import type { FixedMenuEntry } from './fixed-menu'
import type { VisitedView } from './tags-view-slice'

/** What the shell takes from the route table: its sidebar entries and its pinned tabs. */
export interface ShellConfig {
  fixedMenu: FixedMenuEntry[]
  affixViews: VisitedView[]
}

export const ShellConfigContext = createContext<ShellConfig>({ fixedMenu: [], affixViews: [] })

export function useShellConfig(): ShellConfig {
  return useContext(ShellConfigContext)
}
