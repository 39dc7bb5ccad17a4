/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string
  readonly VITE_USE_MOCK?: string
  /** "true": the mock answers the documented fields only (mocks/documented-only.ts) */
  readonly VITE_MOCK_DOCUMENTED_ONLY?: string
  readonly VITE_MOCK_WHOLE_RECORD?: string
  readonly VITE_OPENAPI_HEADER?: string
  readonly VITE_OPENAPI_SECRET?: string
  readonly VITE_COURSE_LIST_URL?: string
  readonly VITE_SERVICE_PHONE?: string
  readonly VITE_SERVICE_EMAIL?: string
  readonly VITE_SERVICE_ADDRESS?: string
  readonly VITE_COPYRIGHT?: string
  readonly VITE_FILING_NUMBER?: string
  readonly VITE_APP_QR_URL?: string
  readonly VITE_PATH_NEWS_PAGE?: string
  readonly VITE_PATH_NEWS_BY_TYPE?: string
  readonly VITE_PATH_LINKS_BY_TYPE?: string
  readonly VITE_PATH_HOME_RES_DIRS?: string
  readonly VITE_PATH_EXAM_QUESTIONS?: string
  readonly VITE_PATH_EXAM_SUBMIT?: string
  readonly VITE_USER_IMPORT_TEMPLATE?: string
  readonly VITE_IMAGE_CROP_UPLOAD_URL?: string
}
