import { Spin } from 'antd'

/** Shown while the first page's loaders run (the guard may be loading the session). */
export function AppLoading() {
  return <Spin fullscreen description="加载中…" />
}
