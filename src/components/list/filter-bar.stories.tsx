import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button, Form, Input, Select } from 'antd'
import { useSearchParams } from 'react-router'
import { expect, userEvent, within } from 'storybook/test'
import { FilterBar } from './filter-bar'
import { enumFilter, textFilter } from './list-state'
import { useListState } from './use-list-state'

const spec = {
  filters: { keyword: textFilter(), status: enumFilter([0, 1]) },
  pageSizes: [10, 20, 30, 50],
}

// A user screen's filters; the line below shows the URL query they write.
function UserFilters() {
  const list = useListState(spec)
  const [params] = useSearchParams()
  return (
    <>
      <FilterBar list={list} extra={<Button type="primary">新增</Button>}>
        <Form.Item name="keyword" label="关键字">
          <Input placeholder="账号/姓名/手机号" allowClear />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 120 }}
            options={[
              { value: 1, label: '启用' },
              { value: 0, label: '禁用' },
            ]}
          />
        </Form.Item>
      </FilterBar>
      <p>
        URL：<output>?{params.toString()}</output>
      </p>
    </>
  )
}

const meta = {
  title: 'List/FilterBar',
  tags: ['autodocs'],
  component: UserFilters,
} satisfies Meta<typeof UserFilters>

export default meta
type Story = StoryObj<typeof meta>

/** 查询 writes the fields to the URL and goes back to page 1. */
export const Default: Story = {
  parameters: { route: '/users?page=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('关键字'), '张伟')
    await userEvent.click(canvas.getByRole('button', { name: /查\s*询/ }))
    await expect(await canvas.findByText('?keyword=%E5%BC%A0%E4%BC%9F')).toBeInTheDocument()
  },
}

/** Opened from a shared link: the fields show its filters. */
export const FromLink: Story = { parameters: { route: '/users?keyword=应急&status=0' } }
