import { Form, Input, Rate } from 'antd'
import { useSavePostMutation, type Post } from '../../api/user-post'
import { FormDialog } from '../../components/list/form-dialog'
import { toastError } from '../../lib/feedback'
import { runMutation } from '../../lib/mutation'
import {
  editRefusal,
  IMPORTANCE_STARS,
  IMPORTANCE_UNREAD,
  postFormValues,
  savePostBody,
  type PostDialogType,
  type PostFormValues,
} from './post-form'

export interface PostDialogProps {
  open: boolean
  /** 1 adds, 2 edits `row` */
  type: PostDialogType
  row?: Post
  onClose: () => void
}

/**
 * 新增 / 编辑 a post: its name (required, checked when the field is left: 请输入岗位) and its
 * importance as 1-3 stars. A failed SavePost keeps the dialog open with what was typed (behaviour
 * B8.5). An edited row without its id is not saved (SavePost would add a post).
 */
export function PostDialog({ open, type, row, onClose }: PostDialogProps) {
  const [save] = useSavePostMutation()
  const editing = type === 2 && !!row
  const submit = async (values: PostFormValues) => {
    const refusal = type === 2 ? editRefusal(row) : undefined
    if (refusal) {
      toastError(refusal)
      return false
    }
    return runMutation(save(savePostBody(values, type, row)), '保存成功')
  }
  return (
    <FormDialog<PostFormValues>
      open={open}
      mode={type === 1 ? 'add' : 'edit'}
      initialValues={postFormValues(type, row)}
      onSubmit={submit}
      onClose={onClose}
      labelWidth={100}
      width={480}
    >
      <Form.Item
        name="postName"
        label="岗位名称"
        validateTrigger="onBlur"
        rules={[{ required: true, whitespace: true, message: '请输入岗位' }]}
      >
        <Input
          maxLength={50}
          placeholder={
            editing && row?.postName === undefined ? '未读取到原名称，请输入岗位' : '请输入岗位'
          }
          autoComplete="off"
        />
      </Form.Item>
      <Form.Item
        name="importance"
        label="重要程度"
        extra={editing && row?.importance === undefined ? IMPORTANCE_UNREAD : undefined}
      >
        <Rate count={IMPORTANCE_STARS} allowClear={false} />
      </Form.Item>
    </FormDialog>
  )
}
