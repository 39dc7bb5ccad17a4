import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { handlers } from '../../../mocks/handlers'
import { ok } from '../../../mocks/respond'
import { route } from '../../../mocks/route'
import { storyLogin } from '../../../mocks/story-login'
import { bigOrgTree, DEEP_ORG } from './org-fixtures'
import { Component as OrgsPage } from './orgs-page'

// 组织机构 as the platform administrator (工伤预防培训中心, C001), on the stateful mock.
const meta = {
  title: 'Orgs/OrgsPage',
  component: OrgsPage,
  loaders: [storyLogin('u-admin')],
} satisfies Meta<typeof OrgsPage>

export default meta
type Story = StoryObj<typeof meta>

/** The tree under the root: the departments and their first level open; hover a node for its buttons. */
export const Tree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('课程运营组')).toBeInTheDocument()
    await expect(canvas.getByLabelText('新增下级：工伤预防培训中心')).toBeInTheDocument()
    await expect(canvas.queryByLabelText('编辑：工伤预防培训中心')).toBeNull()
  },
}

/** A search opens the way down to every match. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('平台运营部')
    await userEvent.type(canvas.getByLabelText('搜索部门'), '课题组')
    await expect(await canvas.findByText('机械安全课题组')).toBeInTheDocument()
    await expect(canvas.getByText('找到 2 个部门')).toBeInTheDocument()
  },
}

/** A company of 2,000 departments: expand all and search stay quick (a virtual list). */
export const TwoThousandDepartments: Story = {
  parameters: {
    msw: {
      handlers: [
        route('get', '/Api/User/user_org/GetOrgTree', () => ok(bigOrgTree()), { auth: true }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('部门0')
    await userEvent.click(canvas.getByText('展开全部'))
    const search = canvas.getByLabelText('搜索部门')
    await userEvent.type(search, DEEP_ORG)
    // says so if the simulated typing lost a character under load (a first run has failed here)
    await expect(search).toHaveValue(DEEP_ORG)
    // the search runs over 2,000 departments after the typing (deferred): room for a busy machine
    await expect(await canvas.findByText(DEEP_ORG, {}, { timeout: 15_000 })).toBeInTheDocument()
  },
}
