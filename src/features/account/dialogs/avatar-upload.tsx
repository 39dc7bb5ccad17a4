import { Upload, type UploadProps } from 'antd'
import { LoadingOutlined, PlusOutlined } from '@ant-design/icons'
import { useUploadFileByFormToAliyunMutation } from '../../../api/sys-notice'
import { toastError } from '../../../lib/feedback'

const AVATAR_TYPE_MESSAGE = '上传头像图片只能是 JPG 或 PNG 格式!'
const AVATAR_SIZE_MESSAGE = '上传头像图片大小不能超过 2MB!'

/** Why a file cannot be an avatar (behaviour B5.9: jpg or png, under 2 MB), or null when it can. */
function avatarProblem(file: { type: string; name: string; size: number }): string | null {
  const image =
    /^image\/(jpeg|png)$/.test(file.type) || (!file.type && /\.(jpe?g|png)$/i.test(file.name))
  if (!image) return AVATAR_TYPE_MESSAGE
  if (file.size >= 2 * 1024 * 1024) return AVATAR_SIZE_MESSAGE
  return null
}

export interface AvatarUploadProps {
  id?: string
  /** the avatar url */
  value?: string
  onChange?: (url: string) => void
}

/** The single avatar upload of the user-info dialog (sys_notice UploadFileByFormToAliyun, field `file`). */
export function AvatarUpload({ id, value, onChange }: AvatarUploadProps) {
  const [upload, { isLoading }] = useUploadFileByFormToAliyunMutation()

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = avatarProblem(file)
    if (!problem) return true
    toastError(problem)
    return Upload.LIST_IGNORE
  }

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    try {
      // the stored image's url ('' when the answer gave none)
      const url = await upload(file as Blob).unwrap()
      if (!url) {
        // an upload the server took without saying where: the old avatar stays
        toastError('头像上传失败：服务器没有返回图片地址')
        onError?.(new Error('上传失败'))
        return
      }
      onChange?.(url)
      onSuccess?.(url)
    } catch (error) {
      // Business and network failures are already toasted by the request layer.
      onError?.(error as Error)
    }
  }

  return (
    <Upload
      id={id}
      accept=".jpg,.jpeg,.png"
      listType="picture-card"
      maxCount={1}
      showUploadList={false}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
    >
      {value && !isLoading ? (
        <img
          src={value}
          alt="当前头像（点击更换）"
          style={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 8 }}
        />
      ) : (
        <div>
          {isLoading ? <LoadingOutlined /> : <PlusOutlined />}
          <div style={{ marginTop: 8 }}>{isLoading ? '上传中' : '上传头像'}</div>
        </div>
      )}
    </Upload>
  )
}
