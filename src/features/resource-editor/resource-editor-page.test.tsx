import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { db } from '../../../mocks/db'
import { setDocumentedOnly } from '../../../mocks/documented-only'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { envelope, loginAs, nodeFile, watchWire } from '../../../mocks/test-harness'
import {
  antd,
  confirmDialog as kitConfirmDialog,
  renderWithProviders,
  setupUser,
  type User,
} from '../../testing'
import { Component } from './resource-editor-page'

const EDIT = '/trainres/edit'
const LIST = '/train/resource'
const R = '/Api/Train_Manage/Train_Res'
const QUESTION = '有未保存的修改，确定离开吗？'

function open(route = EDIT) {
  loginAs('admin')
  const user = setupUser({ applyAccept: false })
  const view = renderWithProviders(<Component />, { route, path: EDIT })
  const at = () => view.router.state.location.pathname
  return { user, ...view, at }
}

const button = (name: RegExp) => screen.getByRole('button', { name })
// its accessible name starts with its icon's label, arrow-left
const BACK = /^(arrow-left)?返回列表$/
const nameInput = () => screen.findByLabelText('资源名称')
const confirmDialog = () => kitConfirmDialog(QUESTION)

async function pickDirectory(user: User, name: string) {
  await user.click(screen.getByLabelText('资源目录'))
  await user.click(await antd.findTreeSelectNode(name))
}

// a video course with all four qualities
const videoCourse = () =>
  db.resources.find((r) => r.playList.length === 4 && r.companyCode === 'C001')!

describe('resource editor: add', () => {
  it('asks for a name and a directory', async () => {
    const { user } = open()
    await nameInput()
    await user.click(button(/^保\s*存$/))
    // the field errors (the directory's placeholder has the same words)
    await waitFor(() => expect(antd.formErrors()).toEqual(['请输入资源名称', '请选择资源目录']))
  })

  it('sends AddData with the form, says 保存成功 and returns to the list', async () => {
    const { user, at } = open()
    const wire = watchWire()
    await user.type(await nameInput(), '  消防器材使用  ')
    await pickDirectory(user, '安全生产法规')
    await user.type(screen.getByLabelText('资源简介'), '灭火器的选用与操作')
    await user.click(button(/^保\s*存$/))
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    const [sent] = await wire.to(`${R}/AddData`)
    expect(sent.body).toEqual({
      resName: '消防器材使用',
      dCode: 'D01',
      introduce: '灭火器的选用与操作',
      cover: '',
      playList: [],
      attExt: '',
      content: '',
    })
    await waitFor(() => expect(at()).toBe(LIST))
    expect(db.resources.some((r) => r.resName === '消防器材使用')).toBe(true)
  })

  it('a failed save keeps everything typed and stays', async () => {
    const { user, at } = open()
    server.use(http.post(`*${R}/AddData`, () => fail('资源名称已存在')))
    await user.type(await nameInput(), '消防器材使用')
    await pickDirectory(user, '安全生产法规')
    await user.click(button(/^保\s*存$/))
    expect(await screen.findByText('资源名称已存在')).toBeInTheDocument()
    expect(at()).toBe(EDIT)
    expect(await nameInput()).toHaveValue('消防器材使用')
  })

  it('uploads the media with a progress bar and sends it as the play list (OD 原画)', async () => {
    const { user } = open()
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.post('*/Common_Attach/UploadFileByForm', async () => {
        await answered
        return envelope('/uploads/lesson.mp4')
      }),
    )
    const wire = watchWire()
    await user.type(await nameInput(), '叉车安全操作')
    await pickDirectory(user, '安全生产法规')
    const input = document.querySelector<HTMLInputElement>('.media-field input[type=file]')!
    await user.upload(input, await nodeFile(['mp4'], 'lesson.mp4', 'video/mp4'))
    expect(await screen.findByText('正在上传 lesson.mp4')).toBeInTheDocument()
    expect(screen.getByRole('progressbar')).toBeInTheDocument()
    expect(button(/^保\s*存$/)).toBeDisabled()
    answer()
    expect(await screen.findByText('原画')).toBeInTheDocument()
    await user.click(button(/^保\s*存$/))
    await waitFor(async () => expect(await wire.to(`${R}/AddData`)).toHaveLength(1))
    const [sent] = await wire.to(`${R}/AddData`)
    expect(sent.body).toMatchObject({
      playList: [{ item1: 'OD', item2: '/uploads/lesson.mp4' }],
      attExt: '.mp4',
    })
  })
})

describe('resource editor: edit', () => {
  it('loads the resource, shows its qualities, sends UpdateData and says 修改成功', async () => {
    const course = videoCourse()
    const wire = watchWire()
    const { user, at } = open(`${EDIT}?id=${course.id}`)
    expect(await nameInput()).toHaveValue(course.resName)
    for (const label of ['流畅', '标清', '高清', '原画'])
      expect(screen.getByText(label)).toBeInTheDocument()
    await user.clear(await nameInput())
    await user.type(await nameInput(), '叉车安全（新版）')
    await user.click(button(/^保\s*存$/))
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    const [sent] = await wire.to(`${R}/UpdateData`)
    expect(sent.body).toMatchObject({
      id: course.id,
      resName: '叉车安全（新版）',
      dCode: course.dCode,
      introduce: course.introduce,
      cover: course.cover,
      playList: course.playList,
    })
    // the resource as GetTrainRes gave it, every field, with the new name
    const [loaded] = await wire.answers<object>(`${R}/GetTrainRes`)
    expect(sent.body).toEqual({ ...loaded.data, resName: '叉车安全（新版）' })
    await waitFor(() => expect(at()).toBe(LIST))
  })

  it('an unknown id says so and leads back to the list', async () => {
    const { user, at } = open(`${EDIT}?id=999999`)
    expect(await screen.findByText('找不到该资源')).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: BACK }).at(-1)!)
    await waitFor(() => expect(at()).toBe(LIST))
  })

  it('a load that fails offers 重试', async () => {
    const course = videoCourse()
    server.use(http.post(`*${R}/GetTrainRes`, () => Response.error(), { once: true }))
    const { user } = open(`${EDIT}?id=${course.id}`)
    expect(await screen.findByText('资源加载失败')).toBeInTheDocument()
    await user.click(button(/^重\s*试$/))
    expect(await nameInput()).toHaveValue(course.resName)
  })
})

describe('resource editor: edit against a backend that answers the documented fields only', () => {
  beforeEach(() => setDocumentedOnly(true))
  afterEach(() => setDocumentedOnly(undefined))

  it('says which fields it could not load, and a rename keeps the directory and body', async () => {
    const course = videoCourse()
    Object.assign(course, { content: '<p>原来的正文</p>' })
    const { dCode } = course
    const { user, at } = open(`${EDIT}?id=${course.id}`)
    expect(await nameInput()).toHaveValue(course.resName)
    expect(screen.getByText('服务器未返回以下字段的原值：资源目录、资源内容')).toBeInTheDocument()
    expect(screen.getByText('未读取到原资源目录：不填写则保持原值不变')).toBeInTheDocument()
    expect(screen.getByText('未读取到原资源内容：不填写则保持原值不变')).toBeInTheDocument()
    const wire = watchWire()
    await user.clear(await nameInput())
    await user.type(await nameInput(), '叉车安全（新版）')
    // no directory picked: not required, since the one the server holds is kept
    await user.click(button(/^保\s*存$/))
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    const [sent] = await wire.to(`${R}/UpdateData`)
    expect(sent.body).toMatchObject({
      id: course.id,
      resName: '叉车安全（新版）',
      introduce: course.introduce,
      playList: course.playList,
    })
    // nothing blank for what was not read
    expect(sent.body).not.toHaveProperty('dCode')
    expect(sent.body).not.toHaveProperty('content')
    const saved = db.resources.find((r) => r.id === course.id)!
    expect(saved).toMatchObject({ resName: '叉车安全（新版）', dCode })
    expect((saved as typeof saved & { content?: string }).content).toBe('<p>原来的正文</p>')
    await waitFor(() => expect(at()).toBe(LIST))
  })
})

describe('resource editor: unsaved changes', () => {
  it('leaving with changes asks; 取消 stays with the text, 确定 leaves', async () => {
    const { user, at } = open()
    await user.type(await nameInput(), '未保存的课程')
    await user.click(button(/^取\s*消$/))
    let dialog = await confirmDialog()
    await user.click(dialog.getByRole('button', { name: /^取\s*消$/ }))
    expect(await screen.findByText('已取消')).toBeInTheDocument()
    expect(at()).toBe(EDIT)
    expect(await nameInput()).toHaveValue('未保存的课程')

    await user.click(screen.getAllByRole('button', { name: BACK })[0])
    dialog = await confirmDialog()
    await user.click(dialog.getByRole('button', { name: /^确\s*定$/ }))
    await waitFor(() => expect(at()).toBe(LIST))
  })

  it('an untouched form, or one changed back, leaves without asking', async () => {
    const { user, at } = open()
    await user.type(await nameInput(), 'x')
    await user.clear(await nameInput())
    await user.click(button(/^取\s*消$/))
    await waitFor(() => expect(at()).toBe(LIST))
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument()
  })

  it('has the browser ask before a reload or close only while there are changes', async () => {
    const { user } = open()
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    await nameInput()
    expect(unload()).toBe(false)
    await user.type(await nameInput(), '课程')
    expect(unload()).toBe(true)
  })
})
