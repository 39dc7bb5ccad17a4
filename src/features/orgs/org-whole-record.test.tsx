import { screen } from '@testing-library/react'
import { loginAs, watchWire } from '../../../mocks/test-harness'
import {
  antd,
  dialogWith,
  ownColumns,
  recordsIn,
  renderWithProviders,
  setupUser,
  storedRecord,
  storingWholeRecords,
} from '../../testing'
import { Component as OrgsPage } from './orgs-page'

// 编辑 of a department against a backend that stores EditOrg's body whole: a new name, and every
// other column of the department as it was.

const TREE = '/Api/User/user_org/GetOrgTree'

describe(
  'the department edit against a backend that stores the body whole',
  { timeout: 60_000 },
  () => {
    storingWholeRecords()

    it('a new name, and every other column as it was', async () => {
      loginAs('admin')
      const wire = watchWire()
      const user = setupUser()
      renderWithProviders(<OrgsPage />)
      await screen.findByText('用户服务组')
      await user.click(screen.getByLabelText('编辑：用户服务组'))
      const dialog = await dialogWith('部门名称')
      await user.clear(dialog.getByLabelText('部门名称'))
      await user.type(dialog.getByLabelText('部门名称'), '客户服务组')
      await user.click(dialog.getByRole('button', { name: /^确\s*定$/ }))
      expect(await antd.findToast('保存成功')).toBeInTheDocument()
      const [answer] = await wire.answers(TREE)
      const loaded = ownColumns(recordsIn(answer.data).find((r) => r.orgName === '用户服务组'))!
      expect(loaded).toHaveProperty('CreatorId')
      const [sent] = await wire.to(TREE)
      const stored = await storedRecord(TREE, (r) => r.id === loaded.id, {
        who: 'admin',
        method: 'GET',
        query: sent.query,
      })
      expect(stored).toEqual({ ...loaded, orgName: '客户服务组' })
    })
  },
)
