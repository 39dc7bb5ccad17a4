// Build-time configuration. Every value comes from import.meta.env so that an operator can
// rebuild for another host without touching code; secrets are never committed.
// VITE_USE_MOCK is read in src/main.tsx only, as literal comparisons, so that a build without
// mocks drops the mock module entirely.
const env = import.meta.env

export const config = {
  apiBaseUrl: env.VITE_API_BASE_URL ?? '',
  // read when a call is made (getters), so a test can set them without reloading modules
  get openApiHeader(): string {
    return import.meta.env.VITE_OPENAPI_HEADER || 'OpenApiKey'
  },
  get openApiSecret(): string {
    return import.meta.env.VITE_OPENAPI_SECRET ?? ''
  },
  courseListUrl: env.VITE_COURSE_LIST_URL || 'https://www.gsypx.cn/courselist',
  service: {
    phone: env.VITE_SERVICE_PHONE || '400-000-0000',
    email: env.VITE_SERVICE_EMAIL || 'service@example.com',
    hours: '08:30-16:30',
    address: env.VITE_SERVICE_ADDRESS || '（服务地址由部署配置提供）',
    copyright: env.VITE_COPYRIGHT || `Copyright © ${new Date().getFullYear()} 工伤预防在线培训平台`,
    filingNumber: env.VITE_FILING_NUMBER || '（备案号由部署配置提供）',
    appQrUrl: env.VITE_APP_QR_URL || '/app-qr.svg',
  },
  title: '工伤预防在线培训平台',
}
