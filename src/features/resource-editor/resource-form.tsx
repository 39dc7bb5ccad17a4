import { useState } from 'react'
import { Alert, Button, Form, Grid, Input, Space } from 'antd'
import {
  useAddTrainResMutation,
  useUpdateTrainResMutation,
  type TrainResEdit,
} from '../../api/train-res'
import { ImageCropField } from '../../components/image-crop/image-crop-field'
import { RichTextField } from '../../components/rich-text/rich-text-field'
import { runMutation } from '../../lib/mutation'
import { DirectorySelect } from './directory-select'
import { useBackToList } from './editor-links'
import { MediaField } from './media-field'
import {
  bodyFromForm,
  emptyResourceForm,
  FIELD_LABELS,
  formFromResource,
  isChanged,
  RES_NAME_MAX,
  unreadFields,
  type LoadableField,
  type ResourceFormValues,
} from './resource-form-model'
import { useUnsavedGuard } from './use-unsaved-guard'

/**
 * The resource's form: 新增 without `original`, 编辑 with the GetTrainRes answer. Saving sends
 * AddData / UpdateData and returns to the list; a failed save keeps everything typed. Leaving with
 * changes asks first. A field the answer did not carry starts empty, says so, and is left out of
 * the save unless the user enters something (it would otherwise wipe the value the server holds).
 */
export function ResourceForm({ original }: { original?: TrainResEdit }) {
  const editing = !!original
  const [form] = Form.useForm<ResourceFormValues>()
  const [initial] = useState(() => (original ? formFromResource(original) : emptyResourceForm))
  const [unread] = useState(() => new Set(original ? unreadFields(original) : []))
  const keepHint = (field: LoadableField) =>
    unread.has(field) ? `未读取到原${FIELD_LABELS[field]}：不填写则保持原值不变` : undefined
  const [dirty, setDirty] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [saving, setSaving] = useState(false)
  const guard = useUnsavedGuard(dirty)
  const back = useBackToList()
  const [addTrainRes] = useAddTrainResMutation()
  const [updateTrainRes] = useUpdateTrainResMutation()
  const wide = Grid.useBreakpoint().md !== false

  const save = async (values: ResourceFormValues) => {
    setSaving(true)
    const body = bodyFromForm(values, original)
    const saved = editing
      ? await runMutation(updateTrainRes(body), '修改成功')
      : await runMutation(addTrainRes(body), '保存成功')
    setSaving(false)
    if (!saved) return
    guard.release()
    setDirty(false)
    back()
  }

  return (
    <Form<ResourceFormValues>
      form={form}
      name="resource-editor"
      initialValues={initial}
      layout={wide ? 'horizontal' : 'vertical'}
      labelCol={wide ? { flex: '180px' } : undefined}
      wrapperCol={wide ? { flex: 'auto' } : undefined}
      labelWrap
      onValuesChange={(_, all) => setDirty(isChanged(initial, all))}
      onFinish={(values) => void save(values)}
      className="resource-form"
    >
      {unread.size > 0 && (
        <Alert
          type="warning"
          showIcon
          className="resource-form__unread"
          title={`服务器未返回以下字段的原值：${[...unread].map((f) => FIELD_LABELS[f]).join('、')}`}
          description="这些字段显示为空。不修改时，保存不会改动它们；填写新值将替换服务器上的原值。"
        />
      )}
      <Form.Item
        name="resName"
        label="资源名称"
        rules={[
          { required: true, whitespace: true, message: '请输入资源名称' },
          { max: RES_NAME_MAX, message: `资源名称不能超过${RES_NAME_MAX}个字符` },
        ]}
      >
        <Input placeholder="请输入资源名称" maxLength={RES_NAME_MAX} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="dCode"
        label="资源目录"
        extra={keepHint('dCode')}
        // an edit whose directory was not read keeps the one the server holds when none is picked
        rules={[{ required: !unread.has('dCode'), message: '请选择资源目录' }]}
      >
        <DirectorySelect />
      </Form.Item>
      <Form.Item name="introduce" label="资源简介" extra={keepHint('introduce')}>
        <Input.TextArea placeholder="请输入资源简介" autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
      <Form.Item
        name="cover"
        label="封面"
        extra={keepHint('cover') ?? 'JPG 或 PNG，裁剪为 200×200 像素'}
      >
        <ImageCropField label="封面" />
      </Form.Item>
      <Form.Item name="media" label="视频/音频" extra={keepHint('media')}>
        <MediaField onBusyChange={setUploading} />
      </Form.Item>
      <Form.Item name="content" label="资源内容" extra={keepHint('content')}>
        <RichTextField label="资源内容" placeholder="请输入资源内容" />
      </Form.Item>
      <Form.Item label={wide ? ' ' : undefined} colon={false}>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving} disabled={uploading}>
            保存
          </Button>
          <Button onClick={back}>取消</Button>
          {uploading && <span className="resource-form__hint">视频/音频上传完成后才能保存</span>}
        </Space>
      </Form.Item>
    </Form>
  )
}
