import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, fn, within } from 'storybook/test'
import { CoursePlayDialog } from './course-play-dialog'

// A seeded course (mocks/seed/resources.ts): four qualities over the sample media in public/mock/media.
const meta = {
  title: 'Course/CoursePlayDialog',
  tags: ['autodocs'],
  component: CoursePlayDialog,
  args: {
    open: true,
    onClose: fn(),
    resource: {
      id: 1002,
      resName: '工伤保险条例逐条讲解',
      attExt: '.mp4',
      playList: [
        { item1: 'FD', item2: '/mock/media/sample-2.mp4' },
        { item1: 'LD', item2: '/mock/media/sample-3.mp4' },
        { item1: 'SD', item2: '/mock/media/sample-1.mp4' },
        { item1: 'OD', item2: '/mock/media/sample-2.mp4' },
      ],
    },
  },
} satisfies Meta<typeof CoursePlayDialog>

export default meta
type Story = StoryObj<typeof meta>

/** xgplayer with the quality menu (流畅 标清 高清 原画); as a guest, playback stops at 30 s. */
export const Video: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '课程播放',
    })
    await expect(await within(dialog).findByText('工伤保险条例逐条讲解')).toBeInTheDocument()
  },
}

/** An audio lesson (attExt .mp3) plays in a plain audio element. */
export const Audio: Story = {
  args: {
    resource: {
      id: 1010,
      resName: '安全生产标准化建设指南',
      attExt: '.mp3',
      playList: [{ item1: 'OD', item2: '/mock/media/sample-audio.mp3' }],
    },
  },
}

/** A course without its play list asks GetVideoPlayList (the mock answers for seeded ids). */
export const PlayListFromBackend: Story = {
  args: { resource: { id: 1003, resName: '企业安全生产主体责任' } },
}

/** Nothing to play: 暂无可播放的视频. */
export const NoMedia: Story = {
  args: { resource: { id: 1001, resName: '空课程', playList: [] } },
  parameters: {
    msw: {
      handlers: [
        http.post('*/Api/Train_Manage/Train_Res/GetVideoPlayList', () =>
          HttpResponse.json({ success: true, errorCode: 0, msg: '', data: [], total: 0 }),
        ),
      ],
    },
  },
}

/** GetVideoPlayList fails: the error with 重试, not 暂无可播放的视频. */
export const PlayListError: Story = {
  args: { resource: { id: 1003, resName: '企业安全生产主体责任' } },
  parameters: {
    msw: {
      handlers: [
        http.post('*/Api/Train_Manage/Train_Res/GetVideoPlayList', () =>
          HttpResponse.json({ success: false, errorCode: 500, msg: '视频服务繁忙', data: null }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '课程播放',
    })
    await expect(await within(dialog).findByText('视频加载失败')).toBeInTheDocument()
  },
}
