import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AttachmentList } from './attachment-list'

const meta = {
  title: 'Components/AttachmentList',
  tags: ['autodocs'],
  component: AttachmentList,
  args: {
    items: [
      { name: '通知附件.pdf', url: '/mock/files/notice-attachment.pdf' },
      { name: '报名表.xls', url: '/mock/files/user-import-template.xls' },
    ],
  },
} satisfies Meta<typeof AttachmentList>

export default meta
type Story = StoryObj<typeof meta>

export const TwoFiles: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '通知附件.pdf' })
    await expect(link).toHaveAttribute('download', '通知附件.pdf')
  },
}

export const LongName: Story = {
  args: {
    items: [
      {
        name: '关于开展2026年度工伤预防能力提升培训的通知（附件一：各单位参训人员报名汇总表）.xlsx',
        url: '/mock/files/user-import-template.xls',
      },
    ],
  },
}

// Nothing is rendered without attachments.
export const Empty: Story = { args: { items: [] } }
