import { saveAs } from 'file-saver'
import dayjs from '../lib/dayjs'

// Apart from the user calls: the session's calls (getInfo) are on every first load, the export
// only on the user list's click.

/** Saves an ExportUserList answer as 用户列表_<YYYYMMDDHHmmss>.xls. */
export function saveUserExport(blob: Blob, now: Date = new Date()): string {
  const name = `用户列表_${dayjs(now).format('YYYYMMDDHHmmss')}.xls`
  saveAs(blob, name)
  return name
}
