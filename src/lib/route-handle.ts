/** Route metadata read by the sidebar, breadcrumb, tags view and document title. */
export interface RouteHandle {
  title: string
  icon?: string
  /** pinned in the tags view, no close icon */
  affix?: boolean
  /** not shown in the sidebar */
  hidden?: boolean
  /** allowed role names; none means open to every logged-in user */
  roles?: string[]
}
