/** Multipart body with the single field `file` that every legacy upload call expects. */
export function fileForm(file: Blob): FormData {
  const data = new FormData()
  // the backend checks the extension, so the original file name must travel with the part
  data.append('file', file, file instanceof File ? file.name : 'blob')
  return data
}
