import { ResourceList } from './resource-list'

/** 资源审核 (page id resource-audit, menu url /train/audit): resources waiting for review. */
function ResourceAuditPage() {
  return <ResourceList page="resource-audit" />
}

export { ResourceAuditPage as Component }
