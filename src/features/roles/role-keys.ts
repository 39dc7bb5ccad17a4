/** The permission keys of role management (spec 6). */
export const ROLE_KEYS = {
  add: 'role.add',
  edit: 'role.edit',
} as const
