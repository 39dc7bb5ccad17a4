import { matchRoutes } from 'react-router'
import { resolvePage } from '../app/pages'
import { createRoutes } from '../app/router'
import { makeStore } from '../app/store'

/**
 * Loads the code of the routes at `paths` (the shell, the page, and the page a menu url opens)
 * before a test renders them. The router imports a route's code when it is first opened, which
 * on a busy machine takes longer than a query waits; test files share their modules per worker,
 * so this costs once. Call it in `beforeAll`.
 */
export async function preloadRoutes(...paths: string[]): Promise<void> {
  const routes = createRoutes(makeStore())
  await Promise.all(
    paths.flatMap((path) => [
      ...(matchRoutes(routes, path) ?? []).map(({ route }) =>
        typeof route.lazy === 'function' ? route.lazy() : undefined,
      ),
      resolvePage(path, {})?.load(),
    ]),
  )
}
