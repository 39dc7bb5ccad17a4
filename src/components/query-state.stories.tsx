import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button, Flex } from 'antd'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { LoadError } from './load-error'
import { Busy, Loading, QueryState } from './query-state'
import { SectionBoundary } from './section-boundary'

const loaded = { isLoading: false, isError: false, refetch: fn() }
const failed = {
  isLoading: false,
  isError: true,
  error: new Error('网络连接超时，请稍后重试'),
  refetch: fn(),
}
const NEWS = [
  '关于开展2026年度工伤预防宣传月活动的通知',
  '工伤保险条例（2024年修订）解读',
  '新员工三级安全教育实施办法',
]

// How every section that loads something says so: the list, the loading skeleton, 暂无数据, the
// error with 重试; and the section that failed to render.
const meta = {
  title: 'Components/QueryState',
  component: QueryState,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  args: {
    query: loaded,
    empty: false,
    errorTitle: '新闻列表加载失败',
    children: (
      <ul>
        {NEWS.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof QueryState>

export default meta
type Story = StoryObj<typeof meta>

/** The content, once loaded. */
export const Loaded: Story = {}

/** On its way: a skeleton as tall as the content will be. */
export const WhileLoading: Story = {
  args: { query: { ...loaded, isLoading: true }, rows: 3 },
  parameters: { stillLoading: true },
}

/** Nothing to show: 暂无数据. */
export const Empty: Story = { args: { empty: true } }

/** Failed: what failed, the server's words and 重试. */
export const Failed: Story = {
  args: { query: failed },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /重\s*试/ }))
    await expect(args.query.refetch).toHaveBeenCalled()
  },
}

/** LoadError alone, as a dialog or a table shows it. */
export const LoadErrorAlone: StoryObj<typeof LoadError> = {
  render: () => <LoadError title="岗位加载失败" error={new Error('服务器繁忙')} onRetry={fn()} />,
}

/** Loading alone (with avatars, as the ranking shows), and Busy over content being refreshed. */
export const LoadingAndBusy: Story = {
  parameters: { stillLoading: true },
  render: () => (
    <Flex vertical gap={24}>
      <Loading rows={3} avatar />
      <Busy>
        <p>学习排行：张伟 32.5 学时，李晓梅 30.0 学时</p>
      </Busy>
    </Flex>
  ),
}

function Crashing(): never {
  throw new Error('演示：这个区块渲染失败')
}

/** A section whose content throws: only it shows the error, with 重试. */
export const SectionFailed: StoryObj<typeof SectionBoundary> = {
  render: function Render() {
    const [broken, setBroken] = useState(true)
    return (
      <Flex vertical gap={12}>
        <SectionBoundary name="演示区块">
          {broken ? <Crashing /> : <p>区块内容已恢复</p>}
        </SectionBoundary>
        <Button onClick={() => setBroken(false)}>修复区块内容</Button>
      </Flex>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('这部分内容暂时无法显示')).toBeInTheDocument()
  },
}
