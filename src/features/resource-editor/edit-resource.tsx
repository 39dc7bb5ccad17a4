import { Button } from 'antd'
import { StatusResult } from '../../components/status-result'
import { ArrowLeftOutlined } from '@ant-design/icons'
import type { HttpError } from '../../api/http'
import { useGetTrainResQuery } from '../../api/train-res'
import { LoadError } from '../../components/load-error'
import { Loading } from '../../components/query-state'
import { useBackToList } from './editor-links'
import { ResourceForm } from './resource-form'

// ids are numbers in the mock and the legacy backend; anything else goes as it came
const idOf = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : raw)

export function BackToList() {
  const back = useBackToList()
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={back}>
      返回列表
    </Button>
  )
}

/** 编辑: the resource as GetTrainRes answers it, then its form. */
export function EditResource({ id }: { id: string }) {
  const query = useGetTrainResQuery({ id: idOf(id) })
  const resource = query.currentData
  if (query.isError) {
    const error = query.error as HttpError | undefined
    // the backend refused this id (资源不存在): no retry will change that
    if (error?.status === 'BUSINESS')
      return (
        <StatusResult
          status="warning"
          title="找不到该资源"
          subTitle={`${error.message}。它可能已被删除，或您没有编辑它的权限。`}
          extra={<BackToList />}
        />
      )
    return <LoadError error={error} title="资源加载失败" onRetry={() => void query.refetch()} />
  }
  if (!resource) {
    if (query.isFetching) return <Loading rows={11} />
    return <StatusResult status="warning" title="找不到该资源" extra={<BackToList />} />
  }
  return <ResourceForm key={id} original={resource} />
}
