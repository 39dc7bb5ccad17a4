import { useMemo, useState } from 'react'
import { Modal } from 'antd'
import { toastWarning } from '../../lib/feedback'
import { flattenOrgs, type OrgTreeItem } from './org-tree'
import { OrgTreeView } from './org-tree-view'
import { useOrgTree } from './use-org-tree'

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

function OrgPickModal({ open, companyCode, value, onPick, onClose }: OrgPickDialogProps) {
  // a fresh cache-buster per opening (the dialog body is remounted on every opening)
  const [date] = useState(() => Date.now())
  const { items } = useOrgTree(date, companyCode, !open)
  const flat = useMemo(() => flattenOrgs(items), [items])
  const [pickedKey, setPickedKey] = useState(value)
  // only a department with a code can be picked
  const find = (key: string | undefined) => flat.find((i) => i.key === key && i.orgCode)
  const picked = find(pickedKey)

  const finish = (item: OrgTreeItem | undefined) => {
    if (!item) {
      toastWarning('请选择部门！')
      return
    }
    onPick({ orgCode: item.orgCode, orgName: item.fullName })
    onClose()
  }

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
      <OrgTreeView
        mode="select"
        picked={picked ? [picked.key] : []}
        // a click on the picked node keeps it picked (antd would unselect it)
        onPick={(item, on) => {
          if (on) setPickedKey(item.key)
        }}
        openTo={value ? [value] : []}
        onDoubleClick={(item) => finish(find(item.key))}
        date={date}
        companyCode={companyCode}
        height={360}
        gap={12}
      />
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
