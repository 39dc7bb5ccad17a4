import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, within } from 'storybook/test'
import { storyLogin } from '../../../mocks/story-login'
import { ImageCropDialog } from './image-crop-dialog'
import { ImageCropField } from './image-crop-field'

// The crop flow: step 1 (click or drop a jpg or png), step 2 (react-easy-crop at the target's
// aspect, zoom), step 3 (the drawn image uploads to the mock's UploadFileByForm).
const meta = {
  title: 'Components/ImageCrop',
  tags: ['autodocs'],
  loaders: [storyLogin('u-admin')],
} satisfies Meta

export default meta

/** The dialog at step 1, 200x200 (the default target). */
export const Dialog: StoryObj<typeof ImageCropDialog> = {
  render: () => <ImageCropDialog open title="上传封面" onClose={fn()} onUploaded={fn()} />,
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'))
    await expect(dialog.getByText('点击，或拖动图片至此处')).toBeInTheDocument()
    await expect(
      dialog.getByText('JPG 或 PNG，不超过 10240KB，至少 200×200 像素'),
    ).toBeInTheDocument()
  },
}

/** A wide target (640x360): the frame and the minimum size follow it. */
export const WideTarget: StoryObj<typeof ImageCropDialog> = {
  render: () => (
    <ImageCropDialog
      open
      title="上传横幅"
      target={{ width: 640, height: 360 }}
      onClose={fn()}
      onUploaded={fn()}
    />
  ),
}

function CoverField() {
  const [cover, setCover] = useState('/mock/covers/d01.svg')
  return <ImageCropField label="封面" value={cover} onChange={setCover} />
}

/** The form control: the current cover and 更换封面, which opens the (lazy) dialog. */
export const Field: StoryObj = {
  render: () => <CoverField />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: '当前封面' })).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: /更换封面/ })).toBeEnabled()
  },
}
