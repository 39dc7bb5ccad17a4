import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { server } from '../../../mocks/node'
import { envelope, loginAs } from '../../../mocks/test-harness'
import { antd, dialogTitled, preloadRoutes, renderApp, setupUser } from '../../testing'

// The shell's and the pages' code, loaded before the first render (the router loads it on first
// use, which on a busy machine takes longer than a query waits).
beforeAll(() => preloadRoutes('/profile/index'), 60_000)

/** Logs in as a learner whose session info is what this test chose. */
function learnerWith(info: Record<string, unknown>) {
  loginAs('learner')
  server.use(
    http.post('*/Api/User/user_user/GetUserInfo', () =>
      envelope({ chnName: '李测试', sysRoles: 4, roleNameList: ['学员'], ...info }),
    ),
  )
}

const card = async (name: string) => {
  const heading = await screen.findByRole('heading', { level: 2, name })
  return within(antd.card(heading)!)
}

describe('/profile/index', () => {
  it("shows the learner's info from the session and the study figures", async () => {
    learnerWith({
      chnName: '李测试',
      headImage: '/mock/avatars/test.png',
      comPanyName: '测试机械有限公司',
      orgName: '测试车间',
      postName: '测试岗位',
      roleNameList: ['学员', '安全员'],
    })
    renderApp('/profile/index')
    expect(await screen.findByRole('heading', { level: 1, name: '个人中心' })).toBeInTheDocument()
    const info = await card('基本信息')
    expect(info.getByText('李测试')).toBeInTheDocument()
    expect(info.getByText('测试机械有限公司')).toBeInTheDocument()
    expect(info.getByText('测试车间')).toBeInTheDocument()
    expect(info.getByText('测试岗位')).toBeInTheDocument()
    expect(info.getByText('学员')).toBeInTheDocument()
    expect(info.getByText('安全员')).toBeInTheDocument()
    expect(
      (info.getByText('李测试').parentElement as HTMLElement).querySelector('img'),
    ).toHaveAttribute('src', '/mock/avatars/test.png')
    // a learner (sysRoles 4) sees what they learned
    const figures = await card('学习统计')
    expect(await figures.findByText('累计学习课程')).toBeInTheDocument()
    expect(figures.getByText('累计学习时长')).toBeInTheDocument()
  })

  it('says what is missing instead of leaving blanks: empty is 未填写, not sent at all 未能读取', async () => {
    learnerWith({ comPanyName: '某公司', orgName: '', mobile: '13900000000' })
    renderApp('/profile/index')
    const info = await card('基本信息')
    // the department came empty; the post did not come
    expect(await info.findAllByText('未填写')).toHaveLength(1)
    expect(info.getAllByText('未能读取')).toHaveLength(1)
  })

  it.each([
    ['编辑资料', '编辑资料', '姓名'],
    ['修改手机号', '修改手机号', '新手机号'],
    ['修改密码', '修改密码', '新密码'],
  ])('opens the %s dialog', async (button, title, field) => {
    loginAs('learner')
    const user = setupUser()
    renderApp('/profile/index')
    const info = await card('基本信息')
    await user.click(info.getByRole('button', { name: button }))
    const dialog = await dialogTitled(title)
    expect(await dialog.findByLabelText(field)).toBeInTheDocument()
  })
})
