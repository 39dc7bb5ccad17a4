/** Route metadata read by the sidebar, breadcrumb, tags view and document title. */
export interface RouteHandle {
  /** the page title; a function when the query decides it (/newslist?typeId=2 is 政策法规) */
  title: string | ((search: URLSearchParams) => string)
  icon?: string
  /** pinned in the tags view, no close icon */
  affix?: boolean
  /** not shown in the sidebar */
  hidden?: boolean
  /** allowed role names; none means open to every logged-in user */
  roles?: string[]
  /** the logged-in shell: every page below it gets a tab */
  shell?: boolean
}

/** A route's handle when it is one of ours (react-router types handles as unknown). */
export function routeHandle(handle: unknown): RouteHandle | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle || 'shell' in handle)) {
    return undefined
  }
  return handle as RouteHandle
}

/** The title a handle gives for the current query. */
export function handleTitle(handle: RouteHandle, search: URLSearchParams): string {
  return typeof handle.title === 'function' ? handle.title(search) : (handle.title ?? '')
}
