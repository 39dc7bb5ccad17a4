import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RegulationFiles } from './regulation-files'

const meta = {
  title: 'Learner/RegulationFiles',
  component: RegulationFiles,
  args: {
    files: [
      {
        enclosureName: '安全生产管理制度.pdf',
        enclosurloadUrl: '/mock/files/regulation-safety.pdf',
        fileType: 'pdf',
      },
      { enclosureName: '岗位操作规程.docx', enclosurloadUrl: '/mock/files/a.docx' },
      {
        enclosureName: '员工信息导入模板.xls',
        enclosurloadUrl: '/mock/files/user-import-template.xls',
        fileType: 'xls',
      },
      { enclosureName: '年度培训计划.pptx', enclosurloadUrl: '/mock/files/b.pptx' },
      { enclosureName: '安全标识图例.png', enclosurloadUrl: '/mock/files/c.png' },
      { enclosureName: '资料包.zip', enclosurloadUrl: '/mock/files/d.zip' },
    ],
  },
} satisfies Meta<typeof RegulationFiles>

export default meta
type Story = StoryObj<typeof meta>

export const EveryKind: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: '安全生产管理制度.pdf' })).toHaveAttribute(
      'href',
      '/mock/files/regulation-safety.pdf',
    )
    await expect(canvas.getByRole('img', { name: 'Excel 表格' })).toBeInTheDocument()
  },
}

// A url with another scheme is shown as the name, without a link.
export const UnsafeUrl: Story = {
  args: {
    files: [{ enclosureName: '异常附件.pdf', enclosurloadUrl: 'javascript:alert(1)' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull()
  },
}
