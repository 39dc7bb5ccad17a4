import { lazyDialog } from '../../lib/lazy-dialog'

// The department dialog (with its cascader) loads on first use or when the pointer or the
// keyboard first comes to the tree.
export const OrgDialog = lazyDialog(() => import('./org-dialog').then((m) => m.OrgDialog))
