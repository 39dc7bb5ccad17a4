import { uploadFile } from '../../api/common-attach'
import { messageOf } from '../../lib/error-message'
import { cropMessages } from './crop-rules'

const DEFAULT_ADDRESS = '/Api/Common_Manage/Common_Attach/UploadFileByForm'

/**
 * Where the cropped image is posted (behaviour B7.9: an address set by configuration, the answer
 * read from data): VITE_IMAGE_CROP_UPLOAD_URL, by default Common_Attach/UploadFileByForm.
 * Read at each upload, so a test can set it.
 */
export function cropUploadAddress(): string {
  const configured = import.meta.env.VITE_IMAGE_CROP_UPLOAD_URL
  return configured?.trim() || DEFAULT_ADDRESS
}

/** Why an upload failed, in the crop flow's words plus the server's or the network's reason. */
export function cropFailureText(error: unknown): string {
  const reason = messageOf(error)
  return reason && reason !== 'canceled' ? `${cropMessages.fail}：${reason}` : cropMessages.fail
}

/** Uploads the cropped image (multipart field file) and resolves to its url (data, or msg). */
export function uploadCropped(blob: Blob, name: string): Promise<string> {
  const file = new File([blob], name, { type: blob.type })
  // the dialog shows the failure in its step 3 (a 401 still asks to log in again)
  return uploadFile(file, { url: cropUploadAddress(), background: true })
}
