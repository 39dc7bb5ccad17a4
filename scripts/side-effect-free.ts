/**
 * The build's tree-shaking rule for antd's helper packages: they declare no sideEffects field, so
 * every module they import was kept whole; they have none at import time (their styles are
 * CSS-in-JS, injected on render). Checked against the e2e screenshots; -13 KB gzip on /home when
 * measured. Used by vite.config.ts, and by the build tests that must shake as the app does.
 */
export const treeshake = {
  moduleSideEffects: (id: string) =>
    /node_modules[\\/](@rc-component[\\/]|@ant-design[\\/]cssinjs)/.test(id) ? false : undefined,
}
