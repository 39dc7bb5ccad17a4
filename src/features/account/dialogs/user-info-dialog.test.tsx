import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../../mocks/node'
import { makeStore } from '../../../app/store'
import { antd, dialogTitled, renderWithProviders, setupUser } from '../../../testing'
import { UserInfoDialog } from './user-info-dialog'
import { loginAs, watchWire } from '../../../../mocks/test-harness'

const C = '*/Api/User/user_user'
const UPLOAD = '*/Api/SysConfig/sys_notice/UploadFileByFormToAliyun'

function setup(options: Parameters<typeof setupUser>[0] = {}) {
  loginAs('learner')
  const store = makeStore({
    session: {
      roles: ['学员'],
      info: { roleNameList: ['学员'], chnName: '张伟', sysRoles: 4, headImage: '' },
      actions: [],
      menuRoutes: [],
    },
  })
  const onClose = vi.fn()
  const user = setupUser(options)
  renderWithProviders(<UserInfoDialog open onClose={onClose} />, { store })
  return { user, onClose, store }
}

async function openDialog() {
  const dialog = within(await screen.findByRole('dialog', { name: '编辑资料' }))
  await dialog.findByLabelText('姓名')
  return dialog
}

const save = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: /保\s*存/ })

describe('UserInfoDialog (self-service user info)', () => {
  it('shows the user record: account and mobile read-only, the rest editable', async () => {
    setup()
    const dialog = await openDialog()
    expect(dialog.getByLabelText('登录账号')).toHaveValue('learner')
    expect(dialog.getByLabelText('登录账号')).toHaveAttribute('readonly')
    expect(dialog.getByLabelText('手机号')).toHaveValue('13800138000')
    expect(dialog.getByLabelText('手机号')).toHaveAttribute('readonly')
    expect(dialog.getByLabelText('姓名')).toHaveValue('张伟')
    expect(dialog.getByRole('radio', { name: '男' })).toBeChecked()
    expect(dialog.getByLabelText('身份证号')).toHaveValue('320101199003030033')
    expect(dialog.getByLabelText('QQ')).toHaveValue('10086001')
    expect(dialog.getByLabelText('微信')).toHaveValue('zhangwei_sz')
    expect(dialog.getByLabelText('联系邮箱')).toHaveValue('zhangwei@example.com')
  })

  it('has 取消 and 保存 in the dialog footer, after the form, like the other dialogs', async () => {
    const { user, onClose } = setup()
    const dialog = await openDialog()
    const footer = antd.dialogFooter(screen.getByRole('dialog', { name: '编辑资料' }))!
    expect(footer).toBeInTheDocument()
    expect(within(footer).getByRole('button', { name: /保\s*存/ })).toBe(save(dialog))
    const cancel = within(footer).getByRole('button', { name: /取\s*消/ })
    expect(dialog.getAllByRole('button', { name: /取\s*消/ })).toEqual([cancel])
    // the footer follows the form, not inside it
    const form = dialog.getByLabelText('姓名').closest('form')!
    expect(form.contains(footer)).toBe(false)
    expect(form.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await user.click(cancel)
    expect(onClose).toHaveBeenCalled()
  })

  it('saves with Enter in a field', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(`${C}/UpdateUserInfoByUser`, async ({ request }) => {
        bodies.push(await request.clone().json())
        return undefined
      }),
    )
    const { user, onClose } = setup()
    const dialog = await openDialog()
    await user.type(dialog.getByLabelText('微信'), '{Enter}')
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(bodies).toHaveLength(1)
  })

  it('saves with UpdateUserInfoByUser, says 修改成功 and updates the session name', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(`${C}/UpdateUserInfoByUser`, async ({ request }) => {
        bodies.push(await request.clone().json())
        return undefined
      }),
    )
    const wire = watchWire()
    const { user, onClose, store } = setup()
    const dialog = await openDialog()
    await user.clear(dialog.getByLabelText('姓名'))
    await user.type(dialog.getByLabelText('姓名'), ' 张伟伟 ')
    await user.click(dialog.getByRole('radio', { name: '女' }))
    await user.clear(dialog.getByLabelText('QQ'))
    await user.click(save(dialog))
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    // the record as GetUserInfo gave it, every field, with the form on top
    const [loaded] = (await wire.answers<object>('/GetUserInfo')).slice(-1)
    expect(bodies).toEqual([{ ...loaded.data, chnName: '张伟伟', sex: 1, qq: '' }])
    expect(loaded.data).toMatchObject({ idCard: '320101199003030033', weChat: 'zhangwei_sz' })
    expect(store.getState().session.info?.chnName).toBe('张伟伟')
  })

  it('requires 姓名; a 性别 the answer did not carry is not forced', async () => {
    server.use(
      http.post(`${C}/GetUserInfo`, () =>
        HttpResponse.json({
          success: true,
          data: { roleNameList: ['学员'], chnName: '张伟', sysRoles: 4, accountCode: 'learner' },
        }),
      ),
    )
    const { user } = setup()
    const dialog = await openDialog()
    expect(dialog.getByText('未读取到原值，不选则保持不变')).toBeInTheDocument()
    await user.clear(dialog.getByLabelText('姓名'))
    await user.click(save(dialog))
    expect(await dialog.findByText('请输入姓名')).toBeInTheDocument()
    expect(dialog.queryByText('请选择性别')).toBeNull()
  })

  it('a refused save keeps the dialog open with what was typed', async () => {
    server.use(
      http.post(`${C}/UpdateUserInfoByUser`, () =>
        HttpResponse.json({ success: false, msg: '保存失败，请稍后重试', data: null }),
      ),
    )
    const { user, onClose, store } = setup()
    const dialog = await openDialog()
    await user.type(dialog.getByLabelText('微信'), '_new')
    await user.click(save(dialog))
    expect(await screen.findByText('保存失败，请稍后重试')).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
    expect(dialog.getByLabelText('微信')).toHaveValue('zhangwei_sz_new')
    expect(store.getState().session.info?.chnName).toBe('张伟')
  })

  it('uploads a png avatar as multipart field file, shows it and saves its url', async () => {
    const parts: boolean[] = []
    server.use(
      http.post(UPLOAD, async ({ request }) => {
        parts.push((await request.clone().formData()).has('file'))
        return undefined
      }),
    )
    const bodies: { headImage?: string }[] = []
    server.use(
      http.post(`${C}/UpdateUserInfoByUser`, async ({ request }) => {
        bodies.push((await request.clone().json()) as { headImage?: string })
        return undefined
      }),
    )
    const { user, store } = setup()
    const dialog = await openDialog()
    const input = screen
      .getByRole('dialog', { name: '编辑资料' })
      .querySelector<HTMLInputElement>('input[type=file]')!
    await user.upload(input, new File(['png-bytes'], 'me.png', { type: 'image/png' }))
    const img = await dialog.findByRole('img', { name: '当前头像（点击更换）' })
    expect(parts).toEqual([true])
    await user.click(save(dialog))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0].headImage).toBe(img.getAttribute('src'))
    expect(bodies[0].headImage).toBeTruthy()
    await waitFor(() => expect(store.getState().session.info?.headImage).toBe(bodies[0].headImage))
  })

  it('refuses an avatar of 2 MB or more, and one that is not jpg or png, without uploading', async () => {
    let uploads = 0
    server.use(
      http.post(UPLOAD, () => {
        uploads += 1
        return undefined
      }),
    )
    const { user } = setup({ applyAccept: false })
    await openDialog()
    // The upload renews its input after every choice.
    const input = () =>
      screen
        .getByRole('dialog', { name: '编辑资料' })
        .querySelector<HTMLInputElement>('input[type=file]')!
    await user.upload(
      input(),
      new File([new Uint8Array(2 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }),
    )
    expect(await screen.findByText('上传头像图片大小不能超过 2MB!')).toBeInTheDocument()
    await user.upload(input(), new File(['gif'], 'me.gif', { type: 'image/gif' }))
    expect(await screen.findByText('上传头像图片只能是 JPG 或 PNG 格式!')).toBeInTheDocument()
    expect(uploads).toBe(0)
  })

  it('changes the mobile from its own dialog and shows the new number', async () => {
    const { user } = setup()
    const dialog = await openDialog()
    await user.click(dialog.getByRole('button', { name: '修改手机号' }))
    // Under test antd gives every modal title the same id, so the nested dialog is found by its title.
    const mobile = await dialogTitled('修改手机号')
    await user.type(mobile.getByLabelText('新手机号'), '13900009999')
    await user.type(mobile.getByLabelText('验证码'), '123456')
    await user.click(mobile.getByRole('button', { name: /确\s*定/ }))
    expect(await screen.findByText('修改手机成功')).toBeInTheDocument()
    await waitFor(() => expect(dialog.getByLabelText('手机号')).toHaveValue('13900009999'))
  })
})
