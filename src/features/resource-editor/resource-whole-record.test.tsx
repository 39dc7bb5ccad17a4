import { screen, waitFor } from '@testing-library/react'
import { db } from '../../../mocks/db'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import { renderWithProviders, setupUser, storedRecord, storingWholeRecords } from '../../testing'
import { Component } from './resource-editor-page'

// The resource editor against a backend that stores UpdateData's body whole: a new name, and
// every other column of the resource (its play list, item by item, among them) as it was.

const EDIT = '/trainres/edit'
const GET = '/Api/Train_Manage/Train_Res/GetTrainRes'

describe(
  'the resource edit against a backend that stores the body whole',
  { timeout: 60_000 },
  () => {
    storingWholeRecords()

    it('a new name, and every other column as it was', async () => {
      const course = db.resources.find((r) => r.playList.length > 1)!
      loginAs('admin')
      const wire = watchWire()
      const user = setupUser({ applyAccept: false })
      const view = renderWithProviders(<Component />, {
        route: `${EDIT}?id=${course.id}`,
        path: EDIT,
      })
      const name = await screen.findByLabelText('资源名称')
      await waitFor(() => expect(name).toHaveValue(course.resName))
      await user.clear(name)
      await user.type(name, '叉车安全（新版）')
      await user.click(screen.getByRole('button', { name: /^保\s*存$/ }))
      expect(await screen.findByText('修改成功')).toBeInTheDocument()
      await waitFor(() => expect(view.router.state.location.pathname).not.toBe(EDIT))
      const [answer] = await wire.answers<Record<string, unknown>>(GET)
      const loaded = answer.data
      expect(loaded).toHaveProperty('CreatorId')
      const stored = await storedRecord(GET, () => true, { who: 'admin', body: { id: course.id } })
      expect(stored).toEqual({ ...loaded, resName: '叉车安全（新版）' })
    })
  },
)
