import { Form, Input, Rate } from 'antd'
import { useSavePostMutation, type Post } from '../../api/user-post'
import { FormDialog } from '../../components/list/form-dialog'
import { runMutation } from '../../lib/mutation'
import {
  IMPORTANCE_STARS,
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
 * importance as 1-3 stars. A failed SavePost keeps the dialog open with what was typed (spec 8).
 */
export function PostDialog({ open, type, row, onClose }: PostDialogProps) {
  const [save] = useSavePostMutation()
  return (
    <FormDialog<PostFormValues>
      open={open}
      mode={type === 1 ? 'add' : 'edit'}
      initialValues={postFormValues(type, row)}
      onSubmit={(values) => runMutation(save(savePostBody(values, type, row)), '保存成功')}
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
        <Input maxLength={50} placeholder="请输入岗位" autoComplete="off" />
      </Form.Item>
      <Form.Item name="importance" label="重要程度">
        <Rate count={IMPORTANCE_STARS} allowClear={false} />
      </Form.Item>
    </FormDialog>
  )
}
