// The one mock handler file of user_user (mirrors src/api/user-user.ts); the controller is large, so
// its handlers are kept in parts under ./user-user/.
import { userAuthHandlers } from './user-user/auth'
import { userProfileHandlers } from './user-user/profile'
import { userAdminHandlers } from './user-user/admin'
import { userImportHandlers } from './user-user/import'

export const userUserHandlers = [
  ...userAuthHandlers,
  ...userProfileHandlers,
  ...userAdminHandlers,
  ...userImportHandlers,
]
