import type { Meta, StoryObj } from '@storybook/react-vite'
import { theme } from 'antd'
import type { CSSProperties, ReactNode } from 'react'
import { expect, within } from 'storybook/test'

type Token = ReturnType<typeof theme.useToken>['token']

// The token names each table shows; the values are read from the app's own theme (below).
const COLOURS: (keyof Token)[] = [
  'colorPrimary',
  'colorPrimaryHover',
  'colorLink',
  'colorSuccess',
  'colorWarning',
  'colorError',
  'colorInfo',
  'colorText',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorTextDescription',
  'colorTextPlaceholder',
  'colorTextDisabled',
  'colorBorder',
  'colorBorderSecondary',
  'colorBgLayout',
  'colorBgContainer',
  'colorFillSecondary',
]
const TYPE: [keyof Token, keyof Token | undefined][] = [
  ['fontSizeSM', undefined],
  ['fontSize', 'lineHeight'],
  ['fontSizeLG', 'lineHeightLG'],
  ['fontSizeXL', undefined],
  ['fontSizeHeading5', 'lineHeightHeading5'],
  ['fontSizeHeading4', 'lineHeightHeading4'],
  ['fontSizeHeading3', 'lineHeightHeading3'],
  ['fontSizeHeading2', 'lineHeightHeading2'],
  ['fontSizeHeading1', 'lineHeightHeading1'],
]
const SPACING: (keyof Token)[] = [
  'paddingXXS',
  'paddingXS',
  'paddingSM',
  'padding',
  'paddingMD',
  'paddingLG',
  'paddingXL',
  'marginXS',
  'marginSM',
  'margin',
  'marginLG',
  'controlHeightSM',
  'controlHeight',
  'controlHeightLG',
]
const RADII: (keyof Token)[] = [
  'borderRadiusXS',
  'borderRadiusSM',
  'borderRadius',
  'borderRadiusLG',
]

const cell: CSSProperties = { padding: '6px 12px', borderBottom: '1px solid #f0f0f0' }
const code: CSSProperties = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13 }

function Table({
  caption,
  head,
  children,
}: {
  caption: string
  head: string[]
  children: ReactNode
}) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', marginBottom: 32 }}>
      <caption style={{ textAlign: 'left', fontSize: 18, fontWeight: 600, padding: '8px 0' }}>
        {caption}
      </caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={{ ...cell, textAlign: 'left' }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}

/**
 * The design tokens of the app's theme, read with antd's theme.useToken() inside the app's own
 * providers (src/app/providers.tsx, as every story is rendered): the values shown are the ones
 * the app uses, its accessible colours and the theme colour of the settings included.
 */
/** A token's name, its value and a sample drawn with `swatch`. */
function TokenRow({ name, value, swatch }: { name: string; value: string; swatch: CSSProperties }) {
  return (
    <tr>
      <td style={{ ...cell, ...code }}>{name}</td>
      <td style={{ ...cell, ...code }}>{value}</td>
      <td style={cell}>
        <span aria-hidden style={{ display: 'inline-block', ...swatch }} />
      </td>
    </tr>
  )
}

function DesignTokens() {
  const { token } = theme.useToken()
  const value = (name: keyof Token) => String(token[name])
  return (
    <div style={{ maxWidth: 880 }}>
      <Table caption="颜色 Colours" head={['Token', '值', '样例']}>
        {COLOURS.map((name) => (
          <TokenRow
            key={name}
            name={name}
            value={value(name)}
            swatch={{
              width: 64,
              height: 24,
              borderRadius: 4,
              border: '1px solid #d9d9d9',
              background: value(name),
            }}
          />
        ))}
      </Table>
      <Table caption="字号 Type scale" head={['Token', '字号', '行高', '样例']}>
        {TYPE.map(([size, line]) => (
          <tr key={size}>
            <td style={{ ...cell, ...code }}>{size}</td>
            <td style={{ ...cell, ...code }}>{value(size)} px</td>
            <td style={{ ...cell, ...code }}>{line ? Number(token[line]).toFixed(2) : '—'}</td>
            <td style={{ ...cell, fontSize: Number(token[size]) }}>工伤预防培训</td>
          </tr>
        ))}
      </Table>
      <Table caption="间距与尺寸 Spacing" head={['Token', '值', '样例']}>
        {SPACING.map((name) => (
          <TokenRow
            key={name}
            name={name}
            value={`${value(name)} px`}
            swatch={{ width: Number(token[name]), height: 12, background: token.colorPrimary }}
          />
        ))}
      </Table>
      <Table caption="圆角 Radius" head={['Token', '值', '样例']}>
        {RADII.map((name) => (
          <TokenRow
            key={name}
            name={name}
            value={`${value(name)} px`}
            swatch={{
              width: 64,
              height: 32,
              border: `1px solid ${token.colorBorder}`,
              borderRadius: Number(token[name]),
            }}
          />
        ))}
      </Table>
      <p style={{ color: token.colorTextSecondary }}>
        字体 fontFamily：<span style={code}>{token.fontFamily}</span>
      </p>
    </div>
  )
}

const meta = {
  title: 'Foundations/Design tokens',
  component: DesignTokens,
} satisfies Meta<typeof DesignTokens>

export default meta

/** Every table, from the theme of the app's providers. */
export const Tokens: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // the app's theme colour, not antd's default blue (#1677ff)
    await expect(canvas.getByText('colorPrimary').nextElementSibling).toHaveTextContent('#0958d9')
  },
}
