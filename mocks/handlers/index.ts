import { userUserHandlers } from './user-user'
import { userCompanyHandlers } from './user-company'
import { userOrgHandlers } from './user-org'
import { userPostHandlers } from './user-post'
import { userOrgpostHandlers } from './user-orgpost'
import { sysRoleHandlers } from './sys-role'
import { sysUserroleHandlers } from './sys-userrole'
import { sysActionHandlers } from './sys-action'
import { sysNoticeHandlers } from './sys-notice'
import { sysMessageHandlers } from './sys-message'
import { baseNewsHandlers } from './base-news'
import { commonAttachHandlers } from './common-attach'
import { qiniuHandlers } from './qiniu'
import { fpModelinfoHandlers } from './fp-modelinfo'
import { ydxsOpenapiHandlers } from './ydxs-openapi'
import { exUserexamHandlers } from './ex-userexam'
import { projectProjectHandlers } from './project-project'
import { trainResHandlers } from './train-res'
import { trainResdirHandlers } from './train-resdir'
import { assumedHandlers } from './assumed'
import { dispatch } from '../route'

/**
 * Every mock handler, one file per backend controller (mirrors src/api), looked up by path in one
 * MSW handler (route.ts `dispatch`).
 */
export const handlers = dispatch([
  ...userUserHandlers,
  ...userCompanyHandlers,
  ...userOrgHandlers,
  ...userPostHandlers,
  ...userOrgpostHandlers,
  ...sysRoleHandlers,
  ...sysUserroleHandlers,
  ...sysActionHandlers,
  ...sysNoticeHandlers,
  ...sysMessageHandlers,
  ...baseNewsHandlers,
  ...commonAttachHandlers,
  ...qiniuHandlers,
  ...fpModelinfoHandlers,
  ...ydxsOpenapiHandlers,
  ...exUserexamHandlers,
  ...projectProjectHandlers,
  ...trainResHandlers,
  ...trainResdirHandlers,
  ...assumedHandlers,
])
