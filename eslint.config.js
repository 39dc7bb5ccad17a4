import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import boundaries from 'eslint-plugin-boundaries'
import storybook from 'eslint-plugin-storybook'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactRefresh from 'eslint-plugin-react-refresh'

// Dependency direction (docs/conventions.md): (boot, app) -> features -> (layout, components, api,
// lib); a feature never imports another feature; components, api and lib never import features,
// app or boot. boot is what runs before the app starts and the pages made at build time.
const elements = [
  { type: 'boot', pattern: 'src/boot/**' },
  { type: 'app', pattern: 'src/app/**' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'layout', pattern: 'src/layout/**' },
  { type: 'components', pattern: 'src/components/**' },
  { type: 'api', pattern: 'src/api/**' },
  { type: 'lib', pattern: 'src/lib/**' },
  { type: 'mocks', pattern: 'mocks/**' },
]

// The first segment of every app route (src/lib/paths.ts): a string starting with one is a path.
const APP_PATH =
  '/^\\/(home|login|register|auth-redirect|company|404|401|502|viewnoticeitem|newsitem|newslist|firstclassindex|redirect|dashboard|profile|ydmessage|ydnotice|ysUserExam|trainres|permission)([/?#]|$)/'

const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
})

// One way to the store's hooks: the typed ones of src/lib/hooks.ts.
const TYPED_REDUX_HOOKS = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch'],
  message: 'Use useAppSelector / useAppDispatch from src/lib/hooks.ts.',
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'test-results',
      'public/mockServiceWorker.js',
      'node_modules',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...storybook.configs['flat/recommended'],
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.tsx'],
    // autoFocus on antd inputs is deliberate: the first field of a dialog or of the login form
    // the user opened in order to type into it (a native element still may not take focus).
    // A region that scrolls sideways takes the focus so a keyboard can scroll it (axe's
    // scrollable-region-focusable): a named region may have tabIndex, as a tab panel may.
    rules: {
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // Fast refresh keeps state only in modules that export components alone. Route modules export
    // the names react-router's lazy() reads (Component, loader, ErrorBoundary ...). A page module's
    // Component is its page, named after it (`export { UsersPage as Component }`): the rule counts
    // it as the module's component, so the name is not in the allowed list.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/**/*.stories.tsx', 'src/testing/**'],
    plugins: { 'react-refresh': reactRefresh },
    rules: {
      'react-refresh/only-export-components': [
        'error',
        {
          allowConstantExport: true,
          allowExportNames: ['loader', 'ErrorBoundary', 'handle', 'shouldRevalidate'],
        },
      ],
    },
  },
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
      // the test kit (src/testing) and a feature's own test helpers: never part of the app
      'src/testing/**',
      'src/**/*.test-kit.{ts,tsx}',
      'src/**/*.stories.tsx',
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
            allow('boot', ['boot', 'app', 'feature', 'layout', 'components', 'api', 'lib']),
            allow('app', ['app', 'feature', 'layout', 'components', 'api', 'lib']),
            allow('feature', ['layout', 'components', 'api', 'lib']),
            allow('layout', ['layout', 'components', 'api', 'lib']),
            allow('components', ['components', 'api', 'lib']),
            allow('api', ['api', 'lib']),
            allow('lib', ['lib', 'api']),
            // lib/hooks.ts types the store hooks with the store's types: a type, never code
            {
              from: { element: { type: 'lib' } },
              allow: {
                to: { element: { types: { anyOf: ['app'] } } },
                dependency: { kind: 'type' },
              },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/hooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [TYPED_REDUX_HOOKS],
        },
      ],
    },
  },
  {
    // One way to a test user (README "Conventions"): the kit's setupUser.
    files: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            TYPED_REDUX_HOOKS,
            {
              name: '@testing-library/user-event',
              message: 'Use setupUser (and its User type) from src/testing.',
            },
          ],
        },
      ],
    },
  },
  {
    // One source for app paths (README "Layout"): src/lib/paths.ts and the route table.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/lib/paths.ts',
      'src/app/router.tsx',
      'src/app/pages.ts',
      'src/**/*.test.{ts,tsx}',
      'src/**/*.stories.tsx',
      'src/**/story-fixtures.ts',
      'src/testing/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[`Literal[value=${APP_PATH}]`, `TemplateElement[value.raw=${APP_PATH}]`].map(
          (selector) => ({
            selector,
            message: 'App paths come from src/lib/paths.ts (paths, hrefs).',
          }),
        ),
      ],
    },
  },
  {
    // Playwright's fixtures hand their value on with a function named `use`, which the hooks
    // rules take for React's use(): the journeys hold no React code.
    files: ['tests/e2e/**/*.ts', 'playwright.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
)
