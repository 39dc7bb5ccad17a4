import { resolve } from 'node:path'
import { closure, namesFrom, type ModuleInfo } from './module-graph'

const ANTD = resolve('/app/node_modules/antd/es')

describe('the module graph of a build', () => {
  it('reads the names a module imports from a package index', () => {
    const code = [
      'import { Button, Form as AntForm } from "antd";',
      "import { type ThemeConfig, theme } from 'antd'",
      "export { Input } from 'antd'",
      "import { UserOutlined } from '@ant-design/icons'",
      "import { Other } from 'antd-extra'",
    ].join('\n')
    expect(namesFrom(code, 'antd')).toEqual(['Button', 'Form', 'theme', 'Input'])
    expect(namesFrom(code, '@ant-design/icons')).toEqual(['UserOutlined'])
  })

  it("follows antd's index only to the components a module imports", () => {
    const modules: Record<string, ModuleInfo> = {
      '/app/src/main.tsx': {
        importedIds: [`${ANTD}/index.js`, '/app/src/app.tsx'],
        code: "import { Button } from 'antd'",
      },
      '/app/src/app.tsx': { importedIds: [], code: '' },
      [`${ANTD}/index.js`]: {
        importedIds: [`${ANTD}/button/index.js`, `${ANTD}/table/index.js`],
        code: [
          "export { default as Button } from './button';",
          "export { default as Table } from './table';",
        ].join('\n'),
      },
      [`${ANTD}/button/index.js`]: { importedIds: [`${ANTD}/button/Button.js`], code: '' },
      [`${ANTD}/button/Button.js`]: { importedIds: [], code: '' },
      [`${ANTD}/table/index.js`]: { importedIds: [], code: '' },
    }
    const found = closure(['/app/src/main.tsx'], { getModuleInfo: (id) => modules[id] ?? null })
    // not antd's index itself, nor the table it also hands out
    expect(found).toEqual(
      new Set([
        '/app/src/main.tsx',
        '/app/src/app.tsx',
        `${ANTD}/button/index.js`,
        `${ANTD}/button/Button.js`,
      ]),
    )
  })
})
