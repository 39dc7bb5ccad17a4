import { Select } from 'antd'
import { menuIcon } from '../../layout/menu-icon'
import { ICON_NAMES } from './icon-names'

const options = ICON_NAMES.map((name) => ({
  value: name,
  title: name,
  label: (
    <span className="menu-icon-option">
      {menuIcon(name)}
      <span>{name}</span>
    </span>
  ),
}))

/** Props of IconSelect (a form control: Form.Item gives value and onChange). */
export interface IconSelectProps {
  id?: string
  value?: string
  onChange?: (value: string) => void
}

/** Picks a sidebar icon by name, each option showing its icon; cleared means no icon. */
export function IconSelect({ id, value, onChange }: IconSelectProps) {
  return (
    <Select
      id={id}
      value={value || undefined}
      onChange={(v?: string) => onChange?.(v ?? '')}
      options={options}
      allowClear
      placeholder="请选择图标"
      // searched by the icon's name
      showSearch={{ optionFilterProp: 'value' }}
    />
  )
}
