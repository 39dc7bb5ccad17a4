import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen } from 'storybook/test'
import { db } from '../../../mocks/db'
import { storyLogin } from '../../../mocks/story-login'
import { Component as ResourceEditorPage } from './resource-editor-page'

// The resource editor as the platform administrator, on the stateful mock.
const meta = {
  title: 'Resources/ResourceEditorPage',
  component: ResourceEditorPage,
  loaders: [storyLogin('u-admin')],
} satisfies Meta<typeof ResourceEditorPage>

export default meta
type Story = StoryObj<typeof meta>

/** 新增资源: an empty form. */
export const Add: Story = {
  parameters: { route: '/trainres/edit' },
  play: async () => {
    await expect(await screen.findByText('新增资源')).toBeInTheDocument()
    await expect(screen.getByLabelText('资源名称')).toHaveValue('')
  },
}

const course = () => db.resources.find((r) => r.playList.length === 4) ?? db.resources[0]

/** 编辑资源: a video course with its four qualities (流畅 标清 高清 原画). */
export const Edit: Story = {
  parameters: { route: `/trainres/edit?id=${course().id}` },
  play: async () => {
    await expect(await screen.findByDisplayValue(course().resName)).toBeInTheDocument()
    await expect(screen.getByText('原画')).toBeInTheDocument()
  },
}

/** An id the backend does not know. */
export const UnknownId: Story = {
  parameters: { route: '/trainres/edit?id=999999' },
  play: async () => {
    await expect(await screen.findByText('找不到该资源')).toBeInTheDocument()
  },
}
