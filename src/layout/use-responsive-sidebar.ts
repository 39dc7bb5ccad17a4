import { useEffect, useRef } from 'react'
import { useAppDispatch, useAppSelector } from '../lib/hooks'
import { useLocation } from 'react-router'
import {
  deviceChanged,
  selectDevice,
  selectSidebarOpened,
  sidebarClosed,
  type Device,
} from './app-slice'

/** Below this width the sidebar becomes a drawer (behaviour B9.10). */
export const MOBILE_WIDTH = 992

/**
 * Follows the window width into the device state (the drawer starts closed at phone width); on
 * mobile, every navigation closes the drawer again. The desktop sidebar keeps the user's choice.
 */
export function useResponsiveSidebar(): void {
  const dispatch = useAppDispatch()
  const device = useAppSelector(selectDevice)
  const opened = useAppSelector(selectSidebarOpened)
  const { pathname } = useLocation()

  useEffect(() => {
    let last: Device | undefined
    const update = () => {
      if (document.hidden) return
      const next: Device = window.innerWidth < MOBILE_WIDTH ? 'mobile' : 'desktop'
      if (next === last) return
      dispatch(deviceChanged(next))
      last = next
    }
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [dispatch])

  const lastPath = useRef(pathname)
  useEffect(() => {
    if (lastPath.current === pathname) return
    lastPath.current = pathname
    if (device === 'mobile' && opened) dispatch(sidebarClosed())
  }, [dispatch, pathname, device, opened])
}
