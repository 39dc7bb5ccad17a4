import { lazyDialog } from '../../lib/lazy-dialog'

// The dialogs load on first use, so the list's own chunk stays light; the page preloads them
// when the pointer or the keyboard first comes to the list.
export const PostDialog = lazyDialog(() => import('./post-dialog').then((m) => m.PostDialog))
export const OrgUpdateDialog = lazyDialog(() =>
  import('../../components/org-post/org-update-dialog').then((m) => m.OrgUpdateDialog),
)

/** Fetches both dialogs' code (repeated calls fetch nothing more). */
export function preloadPostDialogs() {
  PostDialog.preload()
  OrgUpdateDialog.preload()
}
