/** True when the user holds one of `allowed` (an empty list allows everyone). */
export function hasAnyRole(userRoles: readonly string[], allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true
  return userRoles.some((r) => allowed.includes(r))
}

/** True when the user's action values contain `code` (the legacy v-action directive). */
export function hasAction(
  userActions: readonly string[],
  code: string | readonly string[],
): boolean {
  const codes = typeof code === 'string' ? [code] : code
  return codes.some((c) => userActions.includes(c))
}
