// Entities of spec section 3 shared by several controllers. Field names keep the backend's
// spelling on purpose (comPanyName, sysRoles ...): map to nicer names only inside a feature.

/** Login step 1 answer row: item1 is the label shown, item2 the secret for step 2. */
export interface AccountChoice {
  item1: string
  item2: string
}

/** GetUserInfo data. */
export interface SessionInfo {
  roleNameList: string[]
  chnName: string
  headImage?: string
  comPanyName?: string
  sysRoles: number
  orgName?: string
  postName?: string
  loginlogo?: string
  token?: string
}

/** A node of GetUserMenuList / GetRoleTree (type 0 menu, 1 page, 2 permission). */
export interface MenuItem {
  id: number | string
  parentId?: number | string
  type?: 0 | 1 | 2
  name: string
  url?: string
  value?: string
  needAction?: 0 | 1
  sort?: number
  isHidden?: 0 | 1 | boolean
  status?: number
  code?: string
  icon?: string
  child?: MenuItem[] | null
  roleList?: { name: string; value: string }[]
}

/** Paged list answers: data.models and data.totalCount. */
export interface PageData<T> {
  models: T[]
  totalCount: number
}
