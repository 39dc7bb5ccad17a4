import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { setDocumentedOnly } from '../../../mocks/documented-only'
import { server } from '../../../mocks/node'
import { envelope, loginAs, nodeFile, watchWire } from '../../../mocks/test-harness'
import { antd, renderWithProviders, setupUser } from '../../testing'
import { PersonPicker } from './person-picker'

const buttonIn = (scope: ReturnType<typeof within>, name: RegExp) =>
  scope.getByRole('button', { name })

const XLS = 'application/vnd.ms-excel'
const CHECK = /数据校验/
const IMPORT = /^导\s*入$/

async function openImport(tabs?: ('users' | 'import')[]) {
  loginAs('company')
  const wire = watchWire()
  const onOk = vi.fn()
  // the picker's accept filter is off: a wrong type can still be dropped onto the area
  const user = setupUser({ applyAccept: false })
  renderWithProviders(<PersonPicker open onOk={onOk} onClose={vi.fn()} tabs={tabs} />)
  const root = () => screen.getByRole('dialog', { name: '选择人员' })
  const dialog = within(root())
  await user.click(dialog.getByText('导入学员', { selector: '[role=tab]' }))
  const input = () => root().querySelector<HTMLInputElement>('input[type=file]')!
  const pick = (...files: File[]) => user.upload(input(), files)
  const click = (name: RegExp) => user.click(buttonIn(dialog, name))
  const picked = () => antd.uploadNames(root())
  const box = () => dialog.getByLabelText('校验结果')
  return { wire, onOk, user, dialog, pick, click, picked, box }
}

// antd's table, tree and upload load cold in the first test; the machine is shared
describe('PersonPicker: the 导入学员 tab', { timeout: 60_000 }, () => {
  it('takes one xls or xlsx file: 请选择文件, the type rule and the count rule', async () => {
    const { wire, pick, click, picked } = await openImport(['import'])
    await click(CHECK)
    expect(await screen.findByText('请选择文件')).toBeInTheDocument()
    await pick(new File(['a,b'], 'users.csv', { type: 'text/csv' }))
    expect(await screen.findByText('请上传excel文件！格式：xls,xlsx')).toBeInTheDocument()
    expect(picked()).toEqual([])
    await pick(new File(['x'], 'a.xls', { type: XLS }), new File(['y'], 'b.xlsx'))
    expect(await screen.findByText('只能上传 1 个文件，当前选择了 2 个')).toBeInTheDocument()
    expect(picked()).toEqual([])
    await pick(new File(['x'], 'a.xls', { type: XLS }))
    await waitFor(() => expect(picked()).toEqual(['a.xls']))
    const sent = (await wire.sent()).map((r) => r.pathname.split('/').at(-1))
    expect(sent.filter((name) => name !== 'GetwwwrootUrl')).toEqual([])
  })

  it('links the template under the wwwroot url', async () => {
    const { dialog } = await openImport(['import'])
    const link = await dialog.findByRole('link', { name: '下载学员导入模板' })
    expect(link).toHaveAttribute('href', '/mock/files/user-import-template.xls')
  })

  it('数据校验 lists the problems of a file, one per line', async () => {
    const { pick, click, box } = await openImport(['import'])
    await pick(await nodeFile(['x'], 'learners-error.xls', XLS))
    await click(CHECK)
    await waitFor(() => expect(within(box()).getAllByRole('listitem')).toHaveLength(2))
    expect(within(box()).getAllByRole('listitem')[0]).toHaveTextContent(
      'learners-error.xls：第3行 手机号格式不正确',
    )
  })

  it('数据校验 says 校验成功,无错误 for a good file', async () => {
    const { pick, click, box } = await openImport(['import'])
    await pick(await nodeFile(['x'], '学员.xlsx'))
    await click(CHECK)
    expect(await within(box()).findByText('校验成功,无错误')).toBeInTheDocument()
  })

  it('导入 adds the users of the file to the selection (nothing is saved)', async () => {
    server.use(
      http.post('*/Api/User/user_user/UserExportIn', () =>
        envelope([
          { userId: 'u-i1', chnName: '导入甲' },
          { userId: 'u-i2', chnName: '导入乙' },
          { chnName: '没有编号' },
        ]),
      ),
    )
    const { wire, onOk, dialog, pick, click, box } = await openImport()
    await pick(await nodeFile(['x'], '学员.xls', XLS))
    await click(IMPORT)
    await waitFor(() => expect(box()).toHaveTextContent('已加入 2 名人员，1 行没有用户编号未加入'))
    const tags = within(dialog.getByLabelText('已选人员'))
    expect(tags.getByText('导入甲')).toBeInTheDocument()
    expect(tags.getByText('导入乙')).toBeInTheDocument()
    const [sent] = await wire.to('/UserExportIn')
    expect(sent.body).toEqual({ urls: [expect.stringMatching(/\S/)] })
    expect(await wire.to('/SaveExportIn')).toEqual([])
    await click(/^确\s*定$/)
    expect(onOk).toHaveBeenCalledWith({
      users: [
        { id: 'u-i1', name: '导入甲' },
        { id: 'u-i2', name: '导入乙' },
      ],
      orgs: [],
      posts: [],
    })
  })

  it('a refused import shows the server’s words in the result box and adds nobody', async () => {
    const { pick, click, box, dialog } = await openImport(['import'])
    await pick(await nodeFile(['x'], 'error.xls', XLS))
    await click(IMPORT)
    await waitFor(() => expect(box()).toHaveTextContent('第3行 手机号格式不正确'))
    expect(dialog.getByText('已选 0 项')).toBeInTheDocument()
  })

  it('documented answers only: the upload answers no url, so it says 文件上传失败 and imports nothing', async () => {
    setDocumentedOnly(true)
    try {
      const wire = watchWire()
      const { pick, click, dialog } = await openImport(['import'])
      await pick(await nodeFile(['x'], '学员.xls', XLS))
      await click(IMPORT)
      expect(await screen.findByText('文件上传失败')).toBeInTheDocument()
      expect(await wire.to('/UserExportIn')).toEqual([])
      expect(dialog.getByText('已选 0 项')).toBeInTheDocument()
    } finally {
      setDocumentedOnly(undefined)
    }
  })

  it('an answer without the list of users adds nobody, and it says why', async () => {
    server.use(http.post('*/Api/User/user_user/UserExportIn', () => envelope(null)))
    const { pick, click, box, dialog } = await openImport(['import'])
    await pick(await nodeFile(['x'], '学员.xls', XLS))
    await click(IMPORT)
    await waitFor(() => expect(box()).toHaveTextContent('未能读取导入的人员，未加入任何人员'))
    expect(dialog.getByText('已选 0 项')).toBeInTheDocument()
  })
})
