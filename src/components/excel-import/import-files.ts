// The file rules of an Excel import of users (behaviour B5.8: exactly one file, xls or xlsx) and
// its template.
import { safeFileUrl } from '../../lib/file-url'

export const NO_FILE_MESSAGE = '请选择文件'
export const NOT_EXCEL_MESSAGE = '请上传excel文件！格式：xls,xlsx'

/** How many files one import takes. */
export const IMPORT_FILE_LIMIT = 1

/** The warning for too many files, with both counts. */
export function tooManyFilesMessage(count: number): string {
  return `只能上传 ${IMPORT_FILE_LIMIT} 个文件，当前选择了 ${count} 个`
}

export function isExcelName(name: string): boolean {
  return /\.(xls|xlsx)$/i.test(name.trim())
}

export type ImportFilesCheck<F> = { ok: true; file: F } | { ok: false; message: string }

/** The one file to import, or the warning that says why the choice cannot be imported. */
export function checkImportFiles<F extends { name: string }>(
  files: readonly F[],
): ImportFilesCheck<F> {
  if (files.length === 0) return { ok: false, message: NO_FILE_MESSAGE }
  if (files.length > IMPORT_FILE_LIMIT)
    return { ok: false, message: tooManyFilesMessage(files.length) }
  const [file] = files
  if (!isExcelName(file.name)) return { ok: false, message: NOT_EXCEL_MESSAGE }
  return { ok: true, file }
}

/**
 * The import template: a file under the wwwroot url (GetwwwrootUrl answers it in msg), named by
 * VITE_USER_IMPORT_TEMPLATE (default user-import-template.xls). Undefined until the url is known.
 */
export function templateHref(wwwroot: string | null | undefined): string | undefined {
  if (!wwwroot) return undefined
  const name = import.meta.env.VITE_USER_IMPORT_TEMPLATE || 'user-import-template.xls'
  return safeFileUrl(`${wwwroot.replace(/\/+$/, '')}/${name}`)
}
