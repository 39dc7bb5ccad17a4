import { ResourceList } from './resource-list'

/** 培训资源 (page id resources, menu url /train/resource): the manager's resources. */
export function Component() {
  return <ResourceList page="resources" />
}
