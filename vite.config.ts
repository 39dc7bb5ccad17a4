/// <reference types="vitest/config" />
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { routePreload } from './scripts/route-preload-plugin.ts'
import { startChunk } from './scripts/start-chunk.ts'
import { firstLoadMerge, PROBE } from './scripts/first-load-chunks.ts'
import { prerenderPages } from './scripts/prerender-plugin.ts'
import { lazyAntdParts } from './scripts/lazy-antd-parts.ts'
import { treeshake } from './scripts/side-effect-free.ts'
import type { ChunkingContext } from './scripts/module-graph.ts'

/**
 * A build for the real backend ships no mock backend: main.tsx drops the MSW module by itself,
 * this drops the static files it needs (the service worker and the sample media under /mock).
 */
function dropMockFiles(useMock: boolean): Plugin {
  let outDir = 'dist'
  return {
    name: 'drop-mock-files',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      if (useMock) return
      rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true })
      rmSync(resolve(outDir, 'mock-worker.js'), { force: true })
      rmSync(resolve(outDir, 'mock'), { recursive: true, force: true })
    },
  }
}

// Heavy libraries (echarts, xgplayer, quill) are only imported by the pages that use them,
// so they land in their own lazy chunks. antd is not one chunk: each page loads only the
// components it uses (one antd chunk made /login load the admin tables too: 450 KB gzip against
// 363 KB).
// Heavy libraries each get a chunk named lib-<name>: the budget script (scripts/budget.mjs) fails a
// page whose first load requests one it must not.
const HEAVY_LIBRARIES = [
  {
    name: 'lib-echarts',
    test: /node_modules[\\/](echarts|zrender)[\\/]/,
    // tslib is shared with react-easy-crop: pulled in here, the crop dialog loaded all of echarts
    includeDependenciesRecursively: false,
  },
  { name: 'lib-xgplayer', test: /node_modules[\\/]xgplayer[^\\/]*[\\/]/ },
  {
    name: 'lib-quill',
    // quill and every package it alone uses (eventemitter3 at the top level is quill's 5.x;
    // xgplayer keeps its own 4.x under its folder). Each must be named: one left out lands in the
    // editor's chunk, which imports this one, and the circle breaks quill's start-up.
    test: /node_modules[\\/](quill|react-quill-new|parchment|quill-delta|lodash-es|lodash\.clonedeep|lodash\.isequal|fast-diff|(?<!xgplayer[^\\/]*[\\/]node_modules[\\/])eventemitter3)[\\/]/,
    // react-quill-new depends on React: pulled in recursively, React itself landed in this chunk
    // and every page's first load requested it (+60 KB gzip on /login)
    includeDependenciesRecursively: false,
  },
  {
    name: 'lib-pdf',
    test: /node_modules[\\/](jspdf|pdfjs-dist|html2canvas(-pro)?)[\\/]/,
    // jspdf's dependencies (@babel/runtime, dompurify ...) are shared with every page: pulled in
    // here they made each first load request this chunk (+240 KB gzip)
    includeDependenciesRecursively: false,
  },
  { name: 'lib-excel', test: /node_modules[\\/](xlsx|exceljs)[\\/]/ },
  {
    name: 'lib-cropper',
    test: /node_modules[\\/](cropperjs|react-cropper|react-easy-crop|normalize-wheel)[\\/]/,
    includeDependenciesRecursively: false,
  },
]

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }
  const useMock =
    env.VITE_USE_MOCK === 'true' || (mode === 'development' && env.VITE_USE_MOCK !== 'false')
  // the first, unmerged build of firstLoadMerge: only what decides the chunks
  const probe = Boolean(process.env[PROBE])
  const merge = firstLoadMerge(import.meta.dirname)
  const start = startChunk(import.meta.dirname)
  return {
    plugins: [
      react(),
      lazyAntdParts(),
      ...(probe ? [] : [dropMockFiles(useMock), routePreload(), prerenderPages()]),
      // the build for the real backend only: the byte budgets weigh it; the build on mocks (the
      // journeys', a demo) is built in a third of the time without the probe build
      ...(probe || useMock ? [] : [merge.plugin]),
    ],
    server: { port: 5173 },
    preview: { port: 4173 },
    build: {
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        // antd's helper packages have no side effects at import time (scripts/side-effect-free.ts)
        treeshake,
        output: {
          codeSplitting: {
            groups: [
              ...HEAVY_LIBRARIES,
              {
                // the entry's modules (React, antd's core, the API layer) in one file, `start`
                // (scripts/start-chunk.ts), and the chunks of /login and /home merged down to
                // 15 files each (scripts/first-load-chunks.ts)
                ...start,
                name: (module: string, ctx: ChunkingContext) =>
                  merge.chunkOf(module) ?? start.name(module, ctx),
              },
              {
                // what later pages need of antd's core (CSS-in-JS, theme, config), as one file
                name: 'antd-core',
                test: /node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|stylis|@emotion|@rc-component[\\/]util|antd[\\/]es[\\/](theme|config-provider|style))[\\/]/,
              },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/testing/setup.ts'],
      // every render of a test inside the style switch of src/testing/styles.tsx (src/testing/rtl.tsx)
      alias: [
        {
          find: /^@testing-library\/react$/,
          replacement: resolve(import.meta.dirname, 'src/testing/rtl.tsx'),
        },
      ],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      css: false,
      testTimeout: 20000,
      pool: 'threads',
      // both cores: by default Vitest keeps one for itself, and the suite ran in one worker
      // (sum of file times = wall time, about 190 s); two workers finish in about 125 s
      maxWorkers: 2,
      // one module graph per worker: the per-file antd import dominated the run (7.5 min against 3)
      isolate: false,
    },
  }
})
