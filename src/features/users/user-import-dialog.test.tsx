import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { loginAs, nodeFile, watchWire } from '../../../mocks/test-harness'
import { antd, renderWithProviders, setupUser } from '../../testing'
import { UserImportDialog } from './user-import-dialog'

const XLS = 'application/vnd.ms-excel'

/** The dialog as a page holds it: 取消 closes it, 再次打开 opens it again. */
function Reopening({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true)
  const close = () => {
    setOpen(false)
    onClose()
  }
  return (
    <>
      <button onClick={() => setOpen(true)}>再次打开</button>
      <UserImportDialog open={open} onClose={close} />
    </>
  )
}

function setup(reopening = false) {
  loginAs('company')
  const wire = watchWire()
  const onClose = vi.fn()
  // the picker's accept filter is off: a wrong type can still be dropped onto the area
  const user = setupUser({ applyAccept: false })
  renderWithProviders(
    reopening ? <Reopening onClose={onClose} /> : <UserImportDialog open onClose={onClose} />,
  )
  const root = () => screen.getByRole('dialog', { name: '导入用户' })
  const dialog = within(root())
  // the upload renews its input after every choice
  const input = () => root().querySelector<HTMLInputElement>('input[type=file]')!
  const pick = (...files: File[]) => user.upload(input(), files)
  const click = (name: RegExp) => user.click(dialog.getByRole('button', { name }))
  const picked = () => antd.uploadNames(root())
  return { wire, onClose, user, dialog, pick, click, picked }
}

const CHECK = /数据校验/
const IMPORT = /^导\s*入$/

describe('UserImportDialog: the file rules', () => {
  it('has 取消 · 数据校验 · 导入, and asks for a file before anything is sent', async () => {
    const { wire, dialog, click } = setup()
    const buttons = dialog.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))
    expect(buttons.slice(-3)).toEqual(['取消', '数据校验', '导入'])
    await click(CHECK)
    expect(await screen.findByText('请选择文件')).toBeInTheDocument()
    await click(IMPORT)
    const sent = (await wire.sent()).map((r) => r.pathname.split('/').at(-1))
    expect(sent.filter((name) => name !== 'GetwwwrootUrl')).toEqual([])
  })

  it('refuses a file that is not xls or xlsx, and a second file, with the counts', async () => {
    const { pick, picked } = setup()
    await pick(new File(['a,b'], 'users.csv', { type: 'text/csv' }))
    expect(await screen.findByText('请上传excel文件！格式：xls,xlsx')).toBeInTheDocument()
    expect(picked()).toEqual([])
    await pick(new File(['x'], 'a.xls', { type: XLS }), new File(['y'], 'b.xlsx'))
    expect(await screen.findByText('只能上传 1 个文件，当前选择了 2 个')).toBeInTheDocument()
    expect(picked()).toEqual([])
    await pick(new File(['x'], 'a.xls', { type: XLS }))
    await waitFor(() => expect(picked()).toEqual(['a.xls']))
    await pick(new File(['y'], 'b.xls', { type: XLS }))
    await waitFor(() => expect(picked()).toEqual(['a.xls']))
  })

  it('links the template under the wwwroot url', async () => {
    const { dialog } = setup()
    const link = await dialog.findByRole('link', { name: '下载员工导入模板' })
    expect(link).toHaveAttribute('href', '/mock/files/user-import-template.xls')
  })

  it('takes the template name from VITE_USER_IMPORT_TEMPLATE', async () => {
    vi.stubEnv('VITE_USER_IMPORT_TEMPLATE', '员工导入模板.xlsx')
    const { dialog } = setup()
    const link = await dialog.findByRole('link', { name: '下载员工导入模板' })
    expect(link).toHaveAttribute('href', '/mock/files/员工导入模板.xlsx')
  })
})

describe('UserImportDialog: 数据校验 and 导入', () => {
  it('lists the problems of a file, one per line, uploading it once', async () => {
    const { wire, dialog, pick, click } = setup()
    await pick(await nodeFile(['x'], 'users-error.xls', XLS))
    await click(CHECK)
    const box = await dialog.findByRole('status', { name: '校验结果' })
    await waitFor(() => expect(within(box).getAllByRole('listitem')).toHaveLength(2))
    const lines = within(box)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(lines).toEqual([
      'users-error.xls：第3行 手机号格式不正确',
      'users-error.xls：第5行 用户证件号和工号不允许同时为空',
    ])
    await click(CHECK)
    await waitFor(async () => expect(await wire.to('/checkuserinfo')).toHaveLength(2))
    const uploads = await wire.to('/UploadUserInfoByForm')
    expect(uploads).toHaveLength(1)
    const url = (await wire.to('/checkuserinfo'))[0].body
    expect(url).toEqual({ urls: [expect.stringMatching(/\S/)] })
  })

  it('says 校验成功,无错误 for a good file', async () => {
    const { dialog, pick, click } = setup()
    await pick(await nodeFile(['x'], '员工.xlsx'))
    await click(CHECK)
    const box = await dialog.findByRole('status', { name: '校验结果' })
    expect(await within(box).findByText('校验成功,无错误')).toBeInTheDocument()
  })

  it('imports with UserExportIn then SaveExportIn on the uploaded url: 导入成功 and closes', async () => {
    const { wire, onClose, pick, click } = setup()
    await pick(await nodeFile(['x'], '员工.xls', XLS))
    await click(IMPORT)
    expect(await screen.findByText('导入成功')).toBeInTheDocument()
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const calls = (await wire.sent()).map((r) => r.pathname.split('/').at(-1))
    const order = calls.filter((c) => /Upload|ExportIn|checkuserinfo/.test(c!))
    expect(order).toEqual(['UploadUserInfoByForm', 'UserExportIn', 'SaveExportIn'])
    const [preview] = await wire.to('/UserExportIn')
    const [save] = await wire.to('/SaveExportIn')
    expect(save.body).toEqual(preview.body)
    expect(save.body).toEqual({ urls: [expect.stringMatching(/\S/)] })
  })

  it('a refused import shows the server’s words in the result box and stays open', async () => {
    const { wire, onClose, dialog, pick, click } = setup()
    await pick(await nodeFile(['x'], 'error.xls', XLS))
    await click(IMPORT)
    const box = await dialog.findByRole('status', { name: '校验结果' })
    await waitFor(() => expect(box).toHaveTextContent('第3行 手机号格式不正确'))
    expect(await wire.to('/SaveExportIn')).toHaveLength(0)
    expect(onClose).not.toHaveBeenCalled()
  })

  it('starts clean when closed and opened again', async () => {
    const { user, dialog, pick, click, picked } = setup(true)
    await pick(await nodeFile(['x'], 'error.xls', XLS))
    await click(CHECK)
    const box = await dialog.findByRole('status', { name: '校验结果' })
    await waitFor(() => expect(within(box).getAllByRole('listitem')).toHaveLength(2))
    await click(/取\s*消/)
    await user.click(screen.getByRole('button', { name: '再次打开' }))
    const again = within(await screen.findByRole('dialog', { name: '导入用户' }))
    await waitFor(() => expect(picked()).toEqual([]))
    expect(again.getByRole('status', { name: '校验结果' })).toBeEmptyDOMElement()
  })
})
