import { useMemo, useState } from 'react'
import { Alert, Button, Flex, Modal, Tag, Typography } from 'antd'
import type { Id } from '../../api/types'
import { toastError, toastWarning } from '../../lib/feedback'
import { findOrgPath, flattenOrgs, missingDepartments, type OrgTreeItem } from './org-tree'
import { OrgTreeView } from './org-tree-view'
import { useOrgTree } from './use-org-tree'

/** The title of the department update dialog (behaviour B2.36: "update department"). */
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
  const { items, isSuccess } = useOrgTree(date, companyCode, !open)
  const flat = useMemo(() => flattenOrgs(items), [items])
  const [saving, setSaving] = useState(false)
  // until the user changes it, the choice is the preset found in the tree
  const [picked, setPicked] = useState<string[]>()
  const preset = useMemo(() => {
    const ids = new Set((value ?? []).map(String))
    return flat.filter((i) => ids.has(String(i.node.id))).map((i) => i.key)
  }, [flat, value])
  const chosen = picked ?? preset
  // the preset ids the loaded tree does not have (told only once the tree is in)
  const missing = useMemo(() => {
    if (!isSuccess) return 0
    const known = new Set(flat.map((i) => String(i.node.id)))
    return (value ?? []).filter((id) => !known.has(String(id))).length
  }, [isSuccess, flat, value])
  const chosenItems = flat.filter((i) => chosen.includes(i.key))

  const toggle = (key: string, on: boolean) =>
    setPicked(on ? [...chosen.filter((k) => k !== key), key] : chosen.filter((k) => k !== key))

  const save = async () => {
    if (missing) {
      toastError(missingDepartments(missing))
      return
    }
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
        {missing > 0 && <Alert type="warning" showIcon title={missingDepartments(missing)} />}
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
        <OrgTreeView
          mode="check"
          picked={chosen}
          onPick={(item, on) => toggle(item.key, on)}
          date={date}
          companyCode={companyCode}
          gap={12}
        />
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
