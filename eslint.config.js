import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import boundaries from 'eslint-plugin-boundaries'
import storybook from 'eslint-plugin-storybook'

// Dependency direction of ARCHITECTURE.md: app -> features -> (layout, components, api, lib);
// a feature never imports another feature; components, api and lib never import features or app.
const elements = [
  { type: 'app', pattern: 'src/app/**' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'layout', pattern: 'src/layout/**' },
  { type: 'components', pattern: 'src/components/**' },
  { type: 'api', pattern: 'src/api/**' },
  { type: 'lib', pattern: 'src/lib/**' },
  { type: 'mocks', pattern: 'mocks/**' },
]

const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
})

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'public/mockServiceWorker.js',
      'node_modules',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/**/*.stories.tsx',
      'src/lib/test-setup.ts',
      'src/app/test-utils.tsx',
    ],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            allow('app', ['app', 'feature', 'layout', 'components', 'api', 'lib']),
            allow('feature', ['layout', 'components', 'api', 'lib']),
            allow('layout', ['layout', 'components', 'api', 'lib']),
            allow('components', ['components', 'api', 'lib']),
            allow('api', ['api', 'lib']),
            allow('lib', ['lib', 'api']),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
)
