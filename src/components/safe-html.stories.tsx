import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SafeHtml } from './safe-html'

// A notice body as the backend sends it: rich text with alignment, a table, a link and, from a
// careless editor, a script and an inline handler, which never reach the page.
const BODY = `<h3 style="text-align: center">关于开展工伤预防宣传月活动的通知</h3>
<p>各企业：</p>
<p style="text-indent: 2em">为进一步提高职工的工伤预防意识，现决定开展宣传月活动。<strong>请于月底前完成</strong>线上培训。</p>
<table><tbody><tr><th>时间</th><th>内容</th></tr><tr><td>第一周</td><td>线上课程</td></tr></tbody></table>
<p>详见 <a href="https://example.com/notice.pdf">通知原文</a>。</p>
<img src="x" onerror="alert(1)" alt="">
<script>alert('xss')</script>`

const meta = {
  title: 'Components/SafeHtml',
  tags: ['autodocs'],
  component: SafeHtml,
  args: { html: BODY },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SafeHtml>

export default meta
type Story = StoryObj<typeof meta>

/** The body cleaned: its text, table and link kept, the script and the handler dropped. */
export const NoticeBody: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('table')).not.toBeNull()
    await expect(canvasElement.querySelector('script')).toBeNull()
    await expect(canvasElement.querySelector('[onerror]')).toBeNull()
    await expect(canvasElement.querySelector('a')).toHaveAttribute(
      'href',
      'https://example.com/notice.pdf',
    )
  },
}

/** No body at all: nothing is drawn. */
export const Empty: Story = { args: { html: null } }
