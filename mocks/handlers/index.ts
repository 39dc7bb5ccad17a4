import { userUserHandlers } from './user-user'
import { sysActionHandlers } from './sys-action'
import { sysMessageHandlers } from './sys-message'

/** Every mock handler, one file per backend controller (mirrors src/api). */
export const handlers = [...userUserHandlers, ...sysActionHandlers, ...sysMessageHandlers]
