import { Outlet } from 'react-router'

/** Stub: replaced within this issue. */
export function Component() {
  return <Outlet />
}
