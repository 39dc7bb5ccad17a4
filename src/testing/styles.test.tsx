import { render, screen } from '@testing-library/react'
import { Button, ConfigProvider, Table } from 'antd'
import { toastSuccess } from '../lib/feedback'

// antd's style rules in the page make every role query walk them (src/testing/styles.tsx): none
// may get there, from a render with a ConfigProvider or without one, nor from a toast. One is
// let through: antd wraps a toast's holder in a ConfigProvider of its own, above the holder a test
// can give it, whose default theme's variables (one rule, on .css-var-root) reach the page.
const antdRules = () =>
  [...document.querySelectorAll('style')].filter(
    (style) => style.textContent?.includes('ant-') && style.dataset.tokenHash !== 'css-var-root',
  )

it('keeps antd’s styles and CSS variables out of the page, toasts included', async () => {
  render(
    <>
      <Button type="primary">新增用户</Button>
      <ConfigProvider
        theme={{ token: { colorPrimary: '#0958d9' }, cssVar: { key: 'css-var-app' } }}
      >
        <Table columns={[{ title: '姓名', dataIndex: 'name' }]} dataSource={[]} />
      </ConfigProvider>
    </>,
  )
  toastSuccess('保存成功')
  expect(await screen.findByText('保存成功')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: '新增用户' })).toHaveClass('ant-btn-primary')
  expect(antdRules()).toEqual([])
})
