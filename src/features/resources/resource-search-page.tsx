import { ResourceList } from './resource-list'

/** 资源查询 (page id resource-search, url /train/search): published resources, with 收藏. */
function ResourceSearchPage() {
  return <ResourceList page="resource-search" />
}

export { ResourceSearchPage as Component }
