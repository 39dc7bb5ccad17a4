// The test kit: what test files share (never part of the app). The setup every test file runs
// first is ./setup.ts (vite.config.ts test.setupFiles).
export { alertTitled } from './alerts'
export { antd } from './antd'
export { showingSlide } from './carousel'
export {
  answerConfirm,
  confirmDialog,
  dialogTitled,
  dialogWith,
  findDialog,
  findDialogWith,
  queryDialog,
} from './dialogs'
export { captureDownloads, type Download } from './downloads'
export { asLoaded } from './loaded'
export { preferReducedMotion } from './motion'
export { preloadRoutes } from './preload'
export { renderApp, renderWithProviders, routerSettled } from './render'
export { signedInStore } from './session'
export { findRow, headerTexts, rowOf, type Row } from './table'
export { setupUser, type User } from './user'
export { ownColumns, recordsIn, storedRecord, storingWholeRecords } from './whole-record'
