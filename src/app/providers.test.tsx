import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { Button, Modal } from 'antd'
import { makeStore } from './store'
import { Providers } from './providers'
import { preferReducedMotion, setupUser } from '../testing'

function DialogTrial() {
  const [open, setOpen] = useState(true)
  return (
    <Modal open={open} title="试一下" onCancel={() => setOpen(false)} footer={null}>
      <Button onClick={() => setOpen(false)}>合上对话框</Button>
    </Modal>
  )
}

const renderTrial = () =>
  render(
    <Providers store={makeStore()}>
      <DialogTrial />
    </Providers>,
  )

describe('Providers and the reduced-motion preference', () => {
  afterEach(() => vi.restoreAllMocks())

  it('with reduced motion asked for, a closed dialog leaves at once, without its animation', async () => {
    preferReducedMotion()
    renderTrial()
    await setupUser().click(await screen.findByRole('button', { name: '合上对话框' }))
    expect(screen.queryByRole('dialog', { name: '试一下' })).not.toBeInTheDocument()
  })

  it('otherwise the dialog plays its closing animation (jsdom never ends one, so it stays)', async () => {
    renderTrial()
    await setupUser().click(await screen.findByRole('button', { name: '合上对话框' }))
    // still in the document while it animates out
    expect(document.querySelector('.ant-modal')).toBeInTheDocument()
  })
})
