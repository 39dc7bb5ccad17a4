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
  // Contact lines the deployment configures; an unset one is empty and its line is not shown
  // (no placeholder text). Getters, so that a test can stub the variables.
  service: {
    get phone(): string {
      return (import.meta.env.VITE_SERVICE_PHONE ?? '').trim()
    },
    get email(): string {
      return (import.meta.env.VITE_SERVICE_EMAIL ?? '').trim()
    },
    hours: '08:30-16:30',
    get address(): string {
      return (import.meta.env.VITE_SERVICE_ADDRESS ?? '').trim()
    },
    get copyright(): string {
      return (
        import.meta.env.VITE_COPYRIGHT?.trim() ||
        `Copyright © ${new Date().getFullYear()} 工伤预防在线培训平台`
      )
    },
    get filingNumber(): string {
      return (import.meta.env.VITE_FILING_NUMBER ?? '').trim()
    },
    appQrUrl: env.VITE_APP_QR_URL || '/app-qr.svg',
  },
  title: '工伤预防在线培训平台',
}
