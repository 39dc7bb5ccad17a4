import { useSearchParams } from 'react-router'
import { Card } from 'antd'
import { SectionBoundary } from '../../components/section-boundary'
import { BackToList, EditResource } from './edit-resource'
import { ResourceForm } from './resource-form'
import './resource-editor.css'

/**
 * 新增资源 / 编辑资源 (?id=): name, directory, introduction, cropped cover, media and rich-text
 * body. Quill and the cropper load only here, when their fields need them.
 */
function ResourceEditorPage() {
  const [params] = useSearchParams()
  const id = params.get('id')?.trim()
  const title = id ? '编辑资源' : '新增资源'
  return (
    <Card
      className="resource-editor"
      title={<h1 className="resource-editor__title">{title}</h1>}
      extra={<BackToList />}
    >
      <SectionBoundary name={title} resetKeys={[id]}>
        {id ? <EditResource key={id} id={id} /> : <ResourceForm key="new" />}
      </SectionBoundary>
    </Card>
  )
}

export { ResourceEditorPage as Component }
