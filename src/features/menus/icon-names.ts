import { menuIcon } from '../../layout/menu-icon'

/**
 * The icon names the sidebar draws (src/layout/menu-icon.tsx), one per picture: its aliases
 * (education, people, peoples, tree) are left out. A name the sidebar does not know is dropped
 * below, so the list never offers an icon that would show as the generic tile.
 */
const NAMES = [
  'read',
  'book',
  'setting',
  'notification',
  'user',
  'team',
  'lock',
  'password',
  'apartment',
  'idcard',
  'video',
  'folder',
  'audit',
  'sound',
  'message',
  'email',
  'form',
  'edit',
  'trophy',
  'star',
  'file',
  'documentation',
  'dashboard',
  'chart',
  'table',
  'list',
  'link',
  'skill',
]

const unknown = menuIcon(undefined)

/** The icons offered by the menu dialog. */
export const ICON_NAMES = NAMES.filter((name) => menuIcon(name) !== unknown)
