/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// Heavy libraries (echarts, xgplayer, quill) are only imported by the pages that use them,
// so they land in their own lazy chunks. React and the router get one stable vendor chunk; antd is
// left to the bundler so each page loads only the components it uses (one antd chunk made /login
// load the admin tables too: 450 KB gzip against 363 KB).
export default defineConfig({
  plugins: [react()],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|@reduxjs)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/lib/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 20000,
    pool: 'threads',
  },
})
