import { Button, Flex, Tag, Typography } from 'antd'
import { KIND_LABELS, PICK_KINDS, pickCount, type PickKind, type PickerValue } from './selection'

export interface PickedTagsProps {
  value: PickerValue
  /** the kinds the picker offers (their groups show even when empty) */
  kinds: readonly PickKind[]
  /** a tag was closed */
  onRemove: (kind: PickKind, id: string) => void
  /** 清空: everything let go */
  onClear: () => void
}

const TAG_COLORS: Record<PickKind, string> = { users: 'blue', orgs: 'green', posts: 'gold' }

/** What is picked, as closable tags grouped 人员 / 部门 / 岗位; closing a tag lets that one go. */
export function PickedTags({ value, kinds, onRemove, onClear }: PickedTagsProps) {
  const total = pickCount(value)
  // a preset of a kind the picker does not offer still shows (and can be let go)
  const shown = PICK_KINDS.filter((k) => kinds.includes(k) || value[k].length)
  return (
    <section aria-label="已选" style={{ maxHeight: 160, overflowY: 'auto' }}>
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="center">
          <Typography.Text strong>已选 {total} 项</Typography.Text>
          {total > 0 && (
            <Button type="link" size="small" onClick={onClear}>
              清空
            </Button>
          )}
        </Flex>
        {shown.map((kind) => (
          <Flex
            key={kind}
            wrap
            gap={4}
            align="baseline"
            role="group"
            aria-label={`已选${KIND_LABELS[kind]}`}
          >
            <Typography.Text type="secondary" style={{ flex: 'none' }}>
              {KIND_LABELS[kind]}（{value[kind].length}）：
            </Typography.Text>
            {value[kind].length === 0 && <Typography.Text type="secondary">无</Typography.Text>}
            {value[kind].map((item) => (
              <Tag
                key={item.id}
                color={TAG_COLORS[kind]}
                title={item.name || item.id}
                closable={{ 'aria-label': `移除${KIND_LABELS[kind]} ${item.name || item.id}` }}
                onClose={(event) => {
                  // the list decides what shows: the tag does not hide itself
                  event.preventDefault()
                  onRemove(kind, item.id)
                }}
                style={{ marginInlineEnd: 0 }}
              >
                {item.name || item.id}
              </Tag>
            ))}
          </Flex>
        ))}
      </Flex>
    </section>
  )
}
