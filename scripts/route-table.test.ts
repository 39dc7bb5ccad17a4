import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { publicPaths } from '../src/lib/paths'
import { routeTable } from './route-table'

const root = resolve(import.meta.dirname, '..')

describe('the route table the build preloads from, read from src/app/router.tsx', () => {
  const table = routeTable(root)

  it('names each public page, and only those, with the modules its route and loader load', () => {
    expect(Object.keys(table.public).sort()).toEqual(publicPaths.map((p) => p.toLowerCase()).sort())
    expect(table.public['/home']).toEqual([
      'src/features/home/home-page.tsx',
      'src/features/home/public-data.ts',
    ])
    expect(table.public['/login']).toEqual(['src/features/account/login-page.tsx'])
    expect(table.public['/firstclassindex']).toEqual(['src/features/home/first-class-page.tsx'])
    expect([table.home, table.login, table.auth]).toEqual([
      '/home',
      '/login',
      ['/login', '/register'],
    ])
  })

  it('names the layout and the logged-in pages, each with its calls', () => {
    expect(table.layout).toEqual(['src/layout/app-layout.tsx'])
    expect(table.shell['/dashboard']).toEqual([
      'src/features/dashboard/dashboard-page.tsx',
      'src/features/dashboard/dashboard-data.ts',
    ])
    expect(table.shell['/trainres/study']).toEqual([
      'src/features/study/study-page.tsx',
      'src/features/study/study-data.ts',
    ])
    expect(table.shell['/ysuserexam/exam']).toEqual(['src/features/exam/exam-page.tsx'])
    // the catch-all of the menu pages and the redirect-only routes are no page of their own
    expect(Object.keys(table.shell)).not.toContain('*')
    expect(Object.keys(table.public)).not.toContain('/redirect/*')
  })

  it('follows a route added to the table, with its loader’s on-demand import', () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-table-'))
    mkdirSync(join(dir, 'src/app'), { recursive: true })
    mkdirSync(join(dir, 'src/features/x'), { recursive: true })
    for (const file of ['x-page.tsx', 'x-data.ts', 'y-page.tsx'])
      writeFileSync(join(dir, 'src/features/x', file), '')
    writeFileSync(
      join(dir, 'src/features/x/route-loader.ts'),
      "export const xLoader = () => () => import('./x-data')\n",
    )
    writeFileSync(
      join(dir, 'src/app/router.tsx'),
      [
        "import { xLoader } from '../features/x/route-loader'",
        'export const routes = [',
        "  { path: paths.profile, loader: xLoader(store), lazy: () => import('../features/x/x-page') },",
        "  { path: paths.register, lazy: () => import('../features/x/y-page') },",
        ']',
      ].join('\n'),
    )
    const made = routeTable(dir)
    expect(made.shell).toEqual({
      '/profile/index': ['src/features/x/x-page.tsx', 'src/features/x/x-data.ts'],
    })
    expect(made.public).toEqual({ '/register': ['src/features/x/y-page.tsx'] })
  })
})
