import { ResourceList } from './resource-list'

/** 培训资源 (page id resources, menu url /train/resource): the manager's resources. */
function ResourcesPage() {
  return <ResourceList page="resources" />
}

export { ResourcesPage as Component }
