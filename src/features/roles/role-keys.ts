/** The permission keys of role management (behaviour B6.4). */
export const ROLE_KEYS = {
  add: 'role.add',
  edit: 'role.edit',
} as const
