import { useMemo, useState } from 'react'
import { SearchOutlined } from '@ant-design/icons'
import { Empty, Flex, Input, Modal, Skeleton, Tree } from 'antd'
import { useGetOrgTreeQuery } from '../../api/user-org'
import { toastWarning } from '../../lib/feedback'
import { ListError } from '../list/list-error'
import { filterOrgTree, findOrgPath, flattenOrgs, orgTreeData, type OrgTreeItem } from './org-tree'

/** A picked department. */
export interface OrgPick {
  orgCode: string
  orgName: string
}

export interface OrgPickDialogProps {
  open: boolean
  /** another company's tree (a platform administrator editing one of its users) */
  companyCode?: string
  /** the orgCode picked before, selected when the dialog opens */
  value?: string
  /** a department was picked with 确定 (or a double click); the dialog closes afterwards */
  onPick: (org: OrgPick) => void
  onClose: () => void
}

/** The keys of the nodes that have children: a filtered tree is shown fully expanded. */
const parentKeys = (items: OrgTreeItem[]) =>
  flattenOrgs(items)
    .filter((i) => i.children?.length)
    .map((i) => i.key)

function OrgPickModal({ open, companyCode, value, onPick, onClose }: OrgPickDialogProps) {
  // a fresh cache-buster per opening (the dialog body is remounted on every opening)
  const [date] = useState(() => Date.now())
  const { data, isLoading, isError, error, refetch } = useGetOrgTreeQuery(
    { date, companyCode },
    { skip: !open },
  )
  const items = useMemo(() => orgTreeData(data?.data), [data])
  const flat = useMemo(() => flattenOrgs(items), [items])
  const [search, setSearch] = useState('')
  const [expanded, setExpanded] = useState<string[]>()
  const [pickedKey, setPickedKey] = useState(value)
  const picked = flat.find((i) => i.key === pickedKey && i.orgCode)
  const shown = useMemo(() => filterOrgTree(items, search), [items, search])
  // while searching: the way down to every match (also when the tree arrives after the typing);
  // otherwise the top level and the way down to the department picked before
  const expandedKeys =
    expanded ??
    (search.trim()
      ? parentKeys(shown)
      : [
          ...items.map((i) => i.key),
          ...findOrgPath(items, value)
            .slice(0, -1)
            .map((i) => i.key),
        ])

  const finish = (item: OrgTreeItem | undefined) => {
    if (!item) {
      toastWarning('请选择部门！')
      return
    }
    onPick({ orgCode: item.orgCode, orgName: item.fullName })
    onClose()
  }

  const filter = (text: string) => {
    setSearch(text)
    setExpanded(undefined)
  }

  let body
  if (isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />
  else if (isError)
    body = <ListError error={error} title="部门加载失败" onRetry={() => void refetch()} />
  else if (!shown.length)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
  else
    body = (
      <Tree<OrgTreeItem>
        aria-label="部门"
        treeData={shown}
        height={360}
        virtual
        blockNode
        expandedKeys={expandedKeys}
        onExpand={(keys) => setExpanded(keys.map(String))}
        selectedKeys={picked ? [picked.key] : []}
        // a click on the picked node keeps it picked (antd would unselect it)
        onSelect={(keys) => {
          if (keys.length) setPickedKey(String(keys[0]))
        }}
        onDoubleClick={(_event, node) => finish(flat.find((i) => i.key === node.key && i.orgCode))}
        titleRender={(item) => <span title={item.fullName}>{item.title}</span>}
      />
    )

  return (
    <Modal
      open={open}
      title="选择部门"
      width={480}
      okText="确定"
      cancelText="取消"
      onOk={() => finish(picked)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Input
          allowClear
          aria-label="搜索部门"
          placeholder="搜索部门"
          prefix={<SearchOutlined aria-hidden />}
          value={search}
          onChange={(event) => filter(event.target.value)}
        />
        {body}
      </Flex>
    </Modal>
  )
}

/**
 * 选择部门: the organisation tree with a search; one department is picked with a click (or the
 * keyboard: arrows and space in the focused tree) and 确定. Each opening starts afresh.
 */
export function OrgPickDialog(props: OrgPickDialogProps) {
  const [opening, setOpening] = useState(0)
  const [wasOpen, setWasOpen] = useState(props.open)
  if (props.open !== wasOpen) {
    setWasOpen(props.open)
    if (props.open) setOpening(opening + 1)
  }
  return <OrgPickModal key={opening} {...props} />
}
