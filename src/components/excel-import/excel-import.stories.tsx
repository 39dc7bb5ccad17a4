import type { Meta, StoryObj } from '@storybook/react-vite'
import { Flex } from 'antd'
import { expect, fn, within } from 'storybook/test'
import { ExcelDropZone, ImportButtons, TemplateLink } from './excel-import-parts'
import { ImportOutcomeBox } from './import-outcome'

// The parts of an Excel import (导入学员 in the person picker, 导入用户 on user management): the
// drop area, the template link, 数据校验 / 导入 and the result box, each in its states.
const meta = {
  title: 'Components/ExcelImport',
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta

export default meta

const chosen = [{ uid: 'f1', name: '2024年新员工名单.xlsx', status: 'done' as const, size: 18_432 }]

/** The drop area before a file is chosen. */
export const DropZone: StoryObj<typeof ExcelDropZone> = {
  args: { files: [], busy: null, beforeUpload: () => false, onChange: fn() },
  render: (args) => <ExcelDropZone {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('点击或将 Excel 文件拖到此处')).toBeInTheDocument()
  },
}

/** A file chosen, ready for 数据校验 or 导入. */
export const DropZoneWithFile: StoryObj<typeof ExcelDropZone> = {
  args: { files: chosen, busy: null, beforeUpload: () => false, onChange: fn() },
  render: (args) => <ExcelDropZone {...args} />,
}

/** The template link once the file server's address has come, and plain text before. */
export const Template: StoryObj<typeof TemplateLink> = {
  render: () => (
    <Flex vertical gap={8}>
      <TemplateLink href="/mock/templates/学员导入模板.xlsx" label="下载学员导入模板" />
      <TemplateLink label="下载学员导入模板（地址加载中）" />
    </Flex>
  ),
}

/** 数据校验 and 导入, idle. */
export const Buttons: StoryObj<typeof ImportButtons> = {
  args: { busy: null, onCheck: fn(), onImport: fn() },
  render: (args) => (
    <Flex gap={8}>
      <ImportButtons {...args} />
    </Flex>
  ),
}

/** The result box: the file's problems, one a line. */
export const OutcomeProblems: StoryObj<typeof ImportOutcomeBox> = {
  args: {
    outcome: {
      kind: 'problems',
      list: ['第3行：手机号格式不正确', '第5行：身份证号已存在', '第8行：部门“二车间”不存在'],
    },
  },
  render: (args) => <ImportOutcomeBox {...args} />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('status', { name: '校验结果' })
    await expect(within(box).getAllByRole('listitem')).toHaveLength(3)
  },
}

/** The server refused the file: its words. */
export const OutcomeRefused: StoryObj<typeof ImportOutcomeBox> = {
  ...OutcomeProblems,
  args: { outcome: { kind: 'refused', text: '导入失败：模板版本不正确，请下载最新模板' } },
  play: undefined,
}

/** Nothing to say yet: an empty, unstyled box. */
export const OutcomeEmpty: StoryObj<typeof ImportOutcomeBox> = {
  ...OutcomeProblems,
  args: { outcome: undefined },
  play: undefined,
}
