import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyLogin } from '../../mocks/story-login'
import { CompanySelect } from './company-select'

/** A CompanySelect that keeps what was picked (as a Form.Item would). */
function Picker({ initial, onChange }: { initial?: string; onChange: (code?: string) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <CompanySelect
      aria-label="公司"
      value={value}
      style={{ width: 320, maxWidth: '100%' }}
      onChange={(code) => {
        setValue(code)
        onChange(code)
      }}
    />
  )
}

const meta = {
  title: 'Components/CompanySelect',
  tags: ['autodocs'],
  component: Picker,
  loaders: [storyLogin('u-admin')],
  args: { onChange: fn() },
} satisfies Meta<typeof Picker>

export default meta
type Story = StoryObj<typeof meta>

/** Typing searches the server (after 300 ms); options read (companyCode)companyName. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: '公司' })
    await userEvent.click(box)
    await userEvent.type(box, '南方')
    await userEvent.click(await screen.findByText('(C003)南方建设工程有限公司'))
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('C003'))
  },
}

/** A value from outside (the URL after a reload) shows its label. */
export const Preset: Story = {
  args: { initial: 'C002' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('(C002)华东机械制造有限公司')).toBeInTheDocument()
  },
}
