import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { Flex, Modal, Tabs } from 'antd'
import { ImportTab } from './import-tab'
import { OrgTreeView } from '../org-post/org-tree-view'
import { PickedTags } from './picked-tags'
import { PostListView } from './post-list-view'
import {
  ALL_PICKER_TABS,
  EMPTY_PICK,
  TAB_LABELS,
  kindsOf,
  dropPicked,
  normalisePick,
  pickOrg,
  togglePicked,
  type PickKind,
  type PickerTab,
  type Picked,
  type PickerValue,
} from './selection'
import { UserTab } from './user-tab'

export interface PersonPickerProps {
  open: boolean
  /** 取消, the close icon, or after 确定 */
  onClose: () => void
  /** what is picked when the dialog opens (users by userId, departments by orgCode, posts by postCode) */
  value?: Partial<PickerValue>
  /** 确定: the ids and names picked; the dialog closes afterwards */
  onOk: (value: PickerValue) => void
  /** the tabs offered, in this order (default all four) */
  tabs?: readonly PickerTab[]
  title?: string
  /** another company's people (a platform administrator picking for one of its companies) */
  companyCode?: string
}

function PickerModal({
  open,
  onClose,
  value,
  onOk,
  tabs = ALL_PICKER_TABS,
  title = '选择人员',
  companyCode,
}: PersonPickerProps) {
  const [draft, setDraft] = useState<PickerValue>(() => normalisePick(value))
  // one GetOrgTree cache-buster per opening, shared by the trees of the tabs
  const [date] = useState(() => Date.now())
  const kinds = useMemo(() => kindsOf(tabs), [tabs])
  const ids = useMemo(
    () => ({
      users: draft.users.map((i) => i.id),
      orgs: draft.orgs.map((i) => i.id),
      posts: draft.posts.map((i) => i.id),
    }),
    [draft],
  )

  const pick = useCallback(
    (kind: PickKind) => (items: Picked[], on: boolean) =>
      setDraft((d) => togglePicked(d, kind, items, on)),
    [],
  )
  const remove = (kind: PickKind, id: string) =>
    setDraft((d) => ({ ...d, [kind]: dropPicked(d[kind], [id]) }))

  const panes: Record<PickerTab, ReactNode> = {
    users: (
      <UserTab picked={ids.users} onPick={pick('users')} date={date} companyCode={companyCode} />
    ),
    orgs: (
      <OrgTreeView
        mode="check"
        picked={ids.orgs}
        onPick={pickOrg((org, on) => pick('orgs')([org], on))}
        openTo={ids.orgs.slice(0, 1)}
        date={date}
        companyCode={companyCode}
        height={340}
      />
    ),
    posts: (
      <PostListView
        mode="checkbox"
        picked={ids.posts}
        onPick={pick('posts')}
        companyCode={companyCode}
      />
    ),
    import: <ImportTab onImport={(users) => pick('users')(users, true)} />,
  }

  return (
    <Modal
      open={open}
      title={title}
      width={{ xs: '96%', lg: 960 }}
      okText="确定"
      cancelText="取消"
      onOk={() => {
        onOk(draft)
        onClose()
      }}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      // the tabs scroll inside the dialog: 取消 and 确定 stay on screen on a laptop
      styles={{ body: { maxHeight: 'calc(100vh - 200px)', overflowY: 'auto' } }}
    >
      <Flex vertical gap={12}>
        <PickedTags
          value={draft}
          kinds={kinds}
          onRemove={remove}
          onClear={() => setDraft(EMPTY_PICK)}
        />
        <Tabs items={tabs.map((key) => ({ key, label: TAB_LABELS[key], children: panes[key] }))} />
      </Flex>
    </Modal>
  )
}

/**
 * The person / organisation / post picker: tabs for users (by department or post, with a
 * searchable, paged, multi-select table), departments (a checkbox tree), posts, and an Excel import
 * of learners. What is picked shows above the tabs as closable tags; 确定 hands it back, 取消 drops
 * the changes. Each opening starts from `value`.
 */
export function PersonPicker(props: PersonPickerProps) {
  const [opening, setOpening] = useState(0)
  const [wasOpen, setWasOpen] = useState(props.open)
  if (props.open !== wasOpen) {
    setWasOpen(props.open)
    if (props.open) setOpening(opening + 1)
  }
  return <PickerModal key={opening} {...props} />
}

export default PersonPicker
