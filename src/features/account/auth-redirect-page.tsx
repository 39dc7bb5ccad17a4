import { useEffect } from 'react'

/** Where the opener reads the OAuth answer (behaviour B2.41). */
export const OAUTH_CODE_KEY = 'x-admin-oauth-code'

/** /auth-redirect: hands the OAuth query string to the opener window, then closes itself. */
function AuthRedirectPage() {
  useEffect(() => {
    localStorage.setItem(OAUTH_CODE_KEY, window.location.search.slice(1))
    window.close()
  }, [])
  return (
    <main style={{ padding: 48, textAlign: 'center' }}>
      <p>授权完成，窗口即将关闭……</p>
    </main>
  )
}

export { AuthRedirectPage as Component }
