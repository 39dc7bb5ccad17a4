import { ColorPicker, Drawer, Switch } from 'antd'
import { useAppDispatch, useAppSelector } from '../lib/hooks'
import { selectSettings, settingChanged, type SettingsState } from './settings-slice'
import './layout.css'

type SwitchKey = 'fixedHeader' | 'tagsView' | 'sidebarLogo'

const switches: { key: SwitchKey; label: string }[] = [
  { key: 'fixedHeader', label: '固定 Header' },
  { key: 'tagsView', label: '开启 Tags-View' },
  { key: 'sidebarLogo', label: '侧边栏 Logo' },
]

const presets = [
  {
    label: '推荐',
    colors: [
      '#0958d9',
      '#1890ff',
      '#304156',
      '#11a983',
      '#13c2c2',
      '#6959cd',
      '#722ed1',
      '#eb2f96',
      '#f5222d',
      '#fa8c16',
    ],
  },
]

/** The layout settings drawer (loaded when the gear button is first pressed). */
export default function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch()
  const settings = useAppSelector(selectSettings)
  const change = <K extends keyof SettingsState>(key: K, value: SettingsState[K]) =>
    dispatch(settingChanged({ key, value }))
  return (
    <Drawer title="系统布局配置" open={open} onClose={onClose} size={300}>
      {switches.map(({ key, label }) => (
        <div className="settings-row" key={key}>
          <label htmlFor={`setting-${key}`}>{label}</label>
          <Switch
            id={`setting-${key}`}
            checked={settings[key]}
            onChange={(checked) => change(key, checked)}
          />
        </div>
      ))}
      <div className="settings-row">
        <span id="setting-theme-label">主题色</span>
        <ColorPicker
          aria-labelledby="setting-theme-label"
          value={settings.theme}
          presets={presets}
          disabledAlpha
          onChangeComplete={(color) => change('theme', color.toHexString())}
        />
      </div>
    </Drawer>
  )
}
