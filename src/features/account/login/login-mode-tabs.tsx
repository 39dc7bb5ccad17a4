import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import type { LoginMode } from './use-login'
import './login-mode-tabs.css'

export interface LoginModeTab {
  key: LoginMode
  label: string
}

interface LoginModeTabsProps {
  tabs: LoginModeTab[]
  active: LoginMode
  onChange: (key: LoginMode) => void
  /** a tab pointed at or focused: its code may start loading */
  onIntent?: (key: LoginMode) => void
  /** the active tab's fields */
  children: ReactNode
}

/**
 * The login form's two ways in, as a tab list (the WAI-ARIA tabs pattern: one tab stop, the
 * arrow keys, Home and End move between the tabs and choose). Two buttons, where antd's Tabs
 * brought its overflow menu, dropdown and their styles into every first load of /login and /home.
 */
export function LoginModeTabs({ tabs, active, onChange, onIntent, children }: LoginModeTabsProps) {
  const id = useId()
  const refs = useRef<Record<string, HTMLButtonElement | null>>({})
  const choose = (key: LoginMode) => {
    onChange(key)
    refs.current[key]?.focus()
  }
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const at = tabs.findIndex((t) => t.key === active)
    const to = {
      ArrowRight: (at + 1) % tabs.length,
      ArrowLeft: (at - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[e.key]
    if (to === undefined) return
    e.preventDefault()
    choose(tabs[to].key)
  }
  return (
    <div className="login-mode">
      <div role="tablist" className="login-mode__list" aria-label="登录方式">
        {tabs.map((tab) => {
          const selected = tab.key === active
          return (
            <button
              key={tab.key}
              ref={(el) => {
                refs.current[tab.key] = el
              }}
              type="button"
              role="tab"
              id={`${id}-${tab.key}-tab`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className="login-mode__tab"
              onClick={() => onChange(tab.key)}
              onPointerEnter={() => onIntent?.(tab.key)}
              onFocus={() => onIntent?.(tab.key)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${active}-tab`}
        className="login-mode__panel"
      >
        {children}
      </div>
    </div>
  )
}
