import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from 'antd'
import { StatusResult } from './status-result'

const meta = {
  title: 'Components/StatusResult',
  component: StatusResult,
  tags: ['autodocs'],
  args: { status: 'success', title: '交卷成功' },
} satisfies Meta<typeof StatusResult>

export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {
  args: {
    title: '交卷成功，等待阅卷',
    extra: [
      <Button key="list" type="primary">
        返回我的考试
      </Button>,
    ],
  },
}

export const Warning: Story = {
  args: { status: 'warning', title: '缺少考试编号', subTitle: '请从“我的考试”进入考试。' },
}

export const Info: Story = {
  args: {
    status: 'info',
    title: '试看已结束',
    subTitle: '登录后可继续学习本课程。',
    extra: [
      <Button key="login" type="primary">
        登录
      </Button>,
      <Button key="cancel">取消</Button>,
    ],
  },
}

export const Failed: Story = {
  args: { status: 'error', title: '交卷未成功', subTitle: '答卷仍保存在本机。' },
}
