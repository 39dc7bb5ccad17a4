import { useMemo, useState } from 'react'
import { SearchOutlined } from '@ant-design/icons'
import { Button, Empty, Flex, Input, Modal, Skeleton, Tag, Tree, Typography } from 'antd'
import type { Id } from '../../api/types'
import { useGetOrgTreeQuery } from '../../api/user-org'
import { toastWarning } from '../../lib/feedback'
import { ListError } from '../list/list-error'
import { filterOrgTree, findOrgPath, flattenOrgs, orgTreeData, type OrgTreeItem } from './org-tree'

/** The title of the department update dialog (spec 2: "update department"). */
export const ORG_UPDATE_TITLE = '更新部门'

export interface OrgUpdateDialogProps {
  open: boolean
  /** a title of its own instead of 更新部门 */
  title?: string
  /** the ids of the departments chosen before, checked when the tree arrives */
  value?: readonly Id[]
  /** another company's tree (a platform administrator's look at one of its companies) */
  companyCode?: string
  /**
   * 保存: the chosen departments, each as its path from the top down (findOrgPath); true closes
   * the dialog, false keeps it open with the choice
   */
  onSave: (paths: OrgTreeItem[][]) => Promise<boolean> | boolean
  onClose: () => void
}

/** The keys of the nodes that have children: a filtered tree is shown fully expanded. */
const parentKeys = (items: OrgTreeItem[]) =>
  flattenOrgs(items)
    .filter((i) => i.children?.length)
    .map((i) => i.key)

function OrgUpdateModal({
  open,
  title = ORG_UPDATE_TITLE,
  value,
  companyCode,
  onSave,
  onClose,
}: OrgUpdateDialogProps) {
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
  const [saving, setSaving] = useState(false)
  // until the user changes it, the choice is the preset found in the tree
  const [picked, setPicked] = useState<string[]>()
  const preset = useMemo(() => {
    const ids = new Set((value ?? []).map(String))
    return flat.filter((i) => ids.has(String(i.node.id))).map((i) => i.key)
  }, [flat, value])
  const chosen = picked ?? preset
  const chosenItems = flat.filter((i) => chosen.includes(i.key))
  const shown = useMemo(() => filterOrgTree(items, search), [items, search])
  const expandedKeys =
    expanded ??
    (search.trim()
      ? parentKeys(shown)
      : [
          ...items.map((i) => i.key),
          ...chosen.flatMap((key) =>
            findOrgPath(items, key)
              .slice(0, -1)
              .map((i) => i.key),
          ),
        ])

  const toggle = (key: string, on: boolean) =>
    setPicked(on ? [...chosen.filter((k) => k !== key), key] : chosen.filter((k) => k !== key))

  const save = async () => {
    if (!chosen.length) {
      toastWarning('请选择部门！')
      return
    }
    setSaving(true)
    try {
      if (await onSave(chosen.map((key) => findOrgPath(items, key)))) onClose()
    } finally {
      setSaving(false)
    }
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
        height={320}
        virtual
        blockNode
        checkable
        // any level may be chosen: a parent and its children are checked independently
        checkStrictly
        selectable={false}
        checkedKeys={{ checked: chosen, halfChecked: [] }}
        onCheck={(_keys, info) => toggle(info.node.key, info.checked)}
        expandedKeys={expandedKeys}
        onExpand={(keys) => setExpanded(keys.map(String))}
        titleRender={(item) => <span title={item.fullName}>{item.title}</span>}
      />
    )

  return (
    <Modal
      open={open}
      title={title}
      width={520}
      // closable only by its buttons: no close icon, no mask click, no Esc
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => void save()}>
          保存
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Flex wrap gap={4} align="center" role="group" aria-label="已选部门">
          <Typography.Text type="secondary">已选 {chosenItems.length} 个部门</Typography.Text>
          {chosenItems.map((item) => (
            <Tag
              key={item.key}
              closable={{ 'aria-label': `移除 ${item.fullName}` }}
              title={item.fullName}
              onClose={() => toggle(item.key, false)}
            >
              {item.title}
            </Tag>
          ))}
          {chosenItems.length > 0 && (
            <Button type="link" size="small" onClick={() => setPicked([])}>
              清空
            </Button>
          )}
        </Flex>
        <Input
          allowClear
          aria-label="搜索部门"
          placeholder="搜索部门"
          prefix={<SearchOutlined aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            setExpanded(undefined)
          }}
        />
        {body}
      </Flex>
    </Modal>
  )
}

/**
 * 更新部门: the organisation tree with checkboxes; any number of departments at any level are
 * chosen (a parent and its child independently), the choice shows as closable tags and is
 * cleared with 清空. Only 取消 and 保存 close it. Each opening starts afresh from `value`.
 */
export function OrgUpdateDialog(props: OrgUpdateDialogProps) {
  const [opening, setOpening] = useState(0)
  const [wasOpen, setWasOpen] = useState(props.open)
  if (props.open !== wasOpen) {
    setWasOpen(props.open)
    if (props.open) setOpening(opening + 1)
  }
  return <OrgUpdateModal key={opening} {...props} />
}
