import { waitFor } from '@testing-library/react'
import { Worker } from 'node:worker_threads'

// The setup keeps a test file's BroadcastChannel to itself: another worker thread of the run (a
// test file running beside this one) is never taken for a second tab.
it('a channel hears the channels of its own worker, never another thread of the run', async () => {
  const heard: unknown[] = []
  const here = new BroadcastChannel('yd-kit-check')
  here.onmessage = (event) => heard.push(event.data)
  const other = new Worker(
    `const { BroadcastChannel } = require('node:worker_threads')
     const channel = new BroadcastChannel('yd-kit-check')
     channel.postMessage('from another thread')
     channel.close()`,
    { eval: true },
  )
  await new Promise((resolve) => other.on('exit', resolve))
  const sibling = new BroadcastChannel('yd-kit-check')
  sibling.postMessage('from this worker')
  await waitFor(() => expect(heard).toContain('from this worker'))
  // time for a message from the other thread to arrive, had it been sent to this channel
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(heard).toEqual(['from this worker'])
  here.close()
  sibling.close()
})
