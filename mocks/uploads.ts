import { db, persist } from './db'

const MAX_INLINE = 300 * 1024

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/**
 * Keeps an uploaded file and answers its url. Small images become data URLs so that an avatar
 * survives a reload; other files get a stable fake path (the mock stores names, not contents).
 */
export async function storeUpload(file: File): Promise<string> {
  const n = db.uploads.length + 1
  let url = `/mock/uploads/${n}/${encodeURIComponent(file.name)}`
  if (file.type.startsWith('image/') && file.size <= MAX_INLINE) {
    const bytes = new Uint8Array(await file.arrayBuffer())
    url = `data:${file.type};base64,${toBase64(bytes)}`
  }
  db.uploads.push({ url, name: file.name, size: file.size })
  persist()
  return url
}

export function uploadNamed(url: string) {
  return db.uploads.find((u) => u.url === url)
}

export function isExcel(name: string): boolean {
  return /\.(xls|xlsx)$/i.test(name)
}
