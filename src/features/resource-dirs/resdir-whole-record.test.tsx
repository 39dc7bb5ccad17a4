import { screen, within } from '@testing-library/react'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import {
  ownColumns,
  recordsIn,
  renderWithProviders,
  setupUser,
  storedRecord,
  storingWholeRecords,
} from '../../testing'
import { Component as ResourceDirsPage } from './resource-dirs-page'

// 重命名 of a directory against a backend that stores SaveData's body whole: the new name, and
// every other column of the directory as it was.

const TREE = '/Api/Train_Manage/Train_ResDir/GetTreeData'

describe(
  'a directory rename against a backend that stores the body whole',
  { timeout: 60_000 },
  () => {
    storingWholeRecords()

    it('the new name, and every other column as it was', async () => {
      loginAs('admin')
      const wire = watchWire()
      const user = setupUser()
      renderWithProviders(<ResourceDirsPage />)
      const tree = within(await screen.findByRole('tree', { name: '资源目录' }))
      await tree.findByText('工伤预防知识')
      await user.click(screen.getByRole('button', { name: '重命名：工伤预防知识' }))
      const field = await screen.findByLabelText('目录名称', {}, { timeout: 15000 })
      await user.clear(field)
      await user.type(field, '工伤预防常识')
      await user.click(screen.getByRole('button', { name: /^确\s*定$/ }))
      expect(await tree.findByText('工伤预防常识')).toBeInTheDocument()
      const [answer] = await wire.answers(TREE)
      const loaded = ownColumns(recordsIn(answer.data).find((r) => r.dCode === 'D02'))!
      expect(loaded).toHaveProperty('CreatorId')
      const stored = await storedRecord(TREE, (r) => r.dCode === 'D02', { who: 'admin', body: {} })
      expect(stored).toEqual({ ...loaded, dName: '工伤预防常识' })
    })
  },
)
