import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  // the introduction and the design tokens first (.storybook/docs), then the code's own stories
  stories: ['./docs/*.mdx', './docs/*.stories.tsx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', 'msw-storybook-addon'],
  framework: '@storybook/react-vite',
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // Storybook always runs on the MSW mocks: keep the worker the app's real-backend build drops.
  // The app's route preload (index.html's first script) and its prerendered login.html and
  // home.html have no place in Storybook's pages, nor the merge of their chunks.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? [])
      .flat()
      .filter(
        (p) =>
          !(
            p &&
            typeof p === 'object' &&
            'name' in p &&
            ['drop-mock-files', 'route-preload', 'prerender-pages', 'first-load-merge'].includes(
              p.name,
            )
          ),
      ),
  }),
}
export default config
