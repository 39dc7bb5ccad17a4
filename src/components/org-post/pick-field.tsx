import { CloseCircleFilled } from '@ant-design/icons'
import { Button, Input, Space, theme } from 'antd'

/**
 * What a pick field holds: the code sent to the backend and the name shown. A value known only by
 * its name (a record that came without the code) has code ''.
 */
export interface PickValue {
  code: string
  name: string
}

export interface PickFieldProps {
  /** Form.Item passes these three */
  id?: string
  value?: PickValue
  onChange?: (value: PickValue | undefined) => void
  /** opens the pick dialog (the form sets the value when something is picked) */
  onOpen: () => void
  /** what is picked, for the buttons' names: 部门 gives 选择部门 and 清除部门 */
  what: string
  placeholder?: string
  disabled?: boolean
}

/**
 * A form control showing the picked name in a read-only input, with 选择 (and a clear icon once
 * something is picked). Clicking the input opens the picker too.
 */
export function PickField({
  id,
  value,
  onChange,
  onOpen,
  what,
  placeholder = `请选择${what}`,
  disabled,
}: PickFieldProps) {
  const { token } = theme.useToken()
  const picked = !!(value?.code || value?.name)
  return (
    <Space.Compact block>
      <Input
        id={id}
        readOnly
        value={value?.name ?? ''}
        title={value?.name}
        placeholder={placeholder}
        disabled={disabled}
        onClick={disabled ? undefined : onOpen}
        suffix={
          picked && !disabled ? (
            <Button
              type="text"
              size="small"
              aria-label={`清除${what}`}
              icon={<CloseCircleFilled />}
              onClick={(event) => {
                event.stopPropagation()
                onChange?.(undefined)
              }}
              style={{ height: 'auto', padding: 0, color: token.colorTextQuaternary }}
            />
          ) : (
            <span />
          )
        }
      />
      <Button aria-label={`选择${what}`} onClick={onOpen} disabled={disabled}>
        选择
      </Button>
    </Space.Compact>
  )
}
