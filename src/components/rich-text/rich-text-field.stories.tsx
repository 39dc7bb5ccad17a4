import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen } from 'storybook/test'
import { storyLogin } from '../../../mocks/story-login'
import { SafeHtml } from '../safe-html'
import { RichTextField } from './rich-text-field'

// The rich-text field (react-quill-new, loaded lazily); images go to the mock's UploadFileByForm.
const meta = {
  title: 'Components/RichTextField',
  tags: ['autodocs'],
  loaders: [storyLogin('u-admin')],
} satisfies Meta

export default meta

function Editor({ initial }: { initial: string }) {
  const [html, setHtml] = useState(initial)
  return (
    <div style={{ maxWidth: 800 }}>
      <RichTextField
        label="资源内容"
        value={html}
        onChange={setHtml}
        placeholder="请输入资源内容"
      />
      <h2 style={{ fontSize: 14 }}>预览（经 SafeHtml 清理）</h2>
      <SafeHtml html={html} />
    </div>
  )
}

/** Empty, with the placeholder; the toolbar's image button takes one image up to 10 MB. */
export const Empty: StoryObj = {
  render: () => <Editor initial="" />,
  play: async () => {
    await expect(
      await screen.findByRole('button', { name: '插入图片' }, { timeout: 15000 }),
    ).toBeVisible()
  },
}

/**
 * With a body: headings, a list and a decorative image (alt=""), shown again below through
 * SafeHtml.
 */
export const WithContent: StoryObj = {
  play: async () => {
    const editor = await screen.findByRole('textbox', { name: '资源内容' }, { timeout: 15000 })
    // the editor keeps the empty alt: screen readers skip the image, a save gives it back
    await expect(editor.querySelector('img')).toHaveAttribute('alt', '')
  },
  render: () => (
    <Editor
      initial={
        '<h2>课程说明</h2><p>本课程讲解<strong>叉车</strong>日常检查要点。</p>' +
        '<ul><li>班前检查</li><li>作业规范</li></ul><p><img src="/mock/covers/d02.svg" alt=""></p>'
      }
    />
  ),
}

/**
 * A body written in another editor (font sizes and line spacing, an ftp link): the editor says
 * what it cannot keep; untouched, the body is saved as it came.
 */
export const WithUnkeptContent: StoryObj = {
  render: () => (
    <Editor
      initial={
        '<p style="font-size: 18px; line-height: 2">叉车作业安全须知</p>' +
        '<p>操作手册见<a href="ftp://files.example.com/manual.pdf">资料库</a>。</p>'
      }
    />
  ),
  play: async () => {
    const warning = await screen.findByRole('alert', {}, { timeout: 15000 })
    await expect(warning).toHaveTextContent('正文中的链接、样式（字号、行距）无法在编辑器中保留')
  },
}
