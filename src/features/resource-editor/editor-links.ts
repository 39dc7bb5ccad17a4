import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '../../lib/paths'

/**
 * Back to the resource list: the list opened the editor (state fromList), so one step back gives
 * it with its filters and page; a link opened from elsewhere goes to the list's default url.
 */
export function useBackToList(): () => void {
  const navigate = useNavigate()
  const fromList = (useLocation().state as { fromList?: boolean } | null)?.fromList === true
  return useCallback(() => {
    if (fromList) void navigate(-1)
    else void navigate(paths.resources)
  }, [fromList, navigate])
}
