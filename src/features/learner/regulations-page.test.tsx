import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { envelope, loginAs } from '../../../mocks/test-harness'
import { preloadRoutes, renderApp, setupUser } from '../../testing'
import { setDocumentedOnly } from '../../../mocks/documented-only'

// the shell's and the page's code, loaded before the first test renders them: the router loads
// it on first use, longer than a query waits on a busy machine
beforeAll(() => preloadRoutes('/study/regulation'), 60_000)

const REGULATIONS = '*/Api/SysConfig/sys_notice/Getguizhangzhidu'
const files = () => screen.findByRole('list', { name: '规章制度文件' })

describe('规章制度 (regulations)', () => {
  beforeEach(() => {
    loginAs('learner')
  })
  afterEach(() => setDocumentedOnly(undefined))

  it('lists the seeded files as download links with a type icon, under the menu name', async () => {
    renderApp('/study/regulation')
    expect(await screen.findByRole('heading', { level: 1, name: '规章制度' })).toBeInTheDocument()
    const items = within(await files()).getAllByRole('listitem')
    expect(items).toHaveLength(4)
    const first = within(items[0])
    const link = first.getByRole('link', { name: '安全生产管理制度.pdf' })
    expect(link).toHaveAttribute('href', '/mock/files/regulation-safety.pdf')
    expect(link).toHaveAttribute('download', '安全生产管理制度.pdf')
    expect(first.getByRole('img', { name: 'PDF 文档' })).toBeInTheDocument()
    const last = within(items[3])
    expect(last.getByRole('link', { name: '员工信息导入模板.xls' })).toHaveAttribute(
      'href',
      '/mock/files/user-import-template.xls',
    )
    expect(last.getByRole('img', { name: 'Excel 表格' })).toBeInTheDocument()
  })

  it('documented fields only: the same files and links', async () => {
    setDocumentedOnly(true)
    renderApp('/study/regulation')
    const items = within(await files()).getAllByRole('listitem')
    expect(items).toHaveLength(4)
    expect(within(items[0]).getByRole('link', { name: '安全生产管理制度.pdf' })).toHaveAttribute(
      'href',
      '/mock/files/regulation-safety.pdf',
    )
  })

  it('a file without a url shows its name without a link; one without a name is 附件N', async () => {
    server.use(http.post(REGULATIONS, () => envelope([{ enclosureName: '无地址.pdf' }, {}])))
    renderApp('/study/regulation')
    const items = within(await files()).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['无地址.pdf', '附件2'])
    expect(within(await files()).queryByRole('link')).not.toBeInTheDocument()
  })

  it('picks the icon by fileType or extension and links only safe urls', async () => {
    server.use(
      http.post(REGULATIONS, () =>
        envelope([
          { nId: 1, enclosureName: '制度汇编', enclosurloadUrl: 'https://files.example.cn/a.docx' },
          { nId: 2, enclosureName: '培训课件', enclosurloadUrl: '/f/b', fileType: 'pptx' },
          { nId: 3, enclosureName: '危险链接.pdf', enclosurloadUrl: 'javascript:alert(1)' },
          { nId: 4, enclosureName: '现场照片.PNG', enclosurloadUrl: null },
          { nId: 5, enclosureName: '说明', enclosurloadUrl: 'data:text/html,x', fileType: 'zip' },
        ]),
      ),
    )
    renderApp('/study/regulation')
    const items = within(await files()).getAllByRole('listitem')
    expect(within(items[0]).getByRole('link', { name: '制度汇编' })).toHaveAttribute(
      'href',
      'https://files.example.cn/a.docx',
    )
    expect(within(items[0]).getByRole('img', { name: 'Word 文档' })).toBeInTheDocument()
    expect(within(items[1]).getByRole('img', { name: 'PPT 演示文稿' })).toBeInTheDocument()
    expect(within(items[2]).queryByRole('link')).toBeNull()
    expect(within(items[2]).getByText('危险链接.pdf')).toBeInTheDocument()
    expect(within(items[2]).getByRole('img', { name: 'PDF 文档' })).toBeInTheDocument()
    expect(within(items[3]).getByRole('img', { name: '图片' })).toBeInTheDocument()
    expect(within(items[3]).queryByRole('link')).toBeNull()
    expect(within(items[4]).getByRole('img', { name: '文件' })).toBeInTheDocument()
    expect(within(items[4]).queryByRole('link')).toBeNull()
  })

  it('says 暂无数据 when there are no files', async () => {
    server.use(http.post(REGULATIONS, () => envelope(null)))
    renderApp('/study/regulation')
    expect(
      await screen.findByText('暂无数据', { ignore: 'title, script, style' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: '规章制度' })).toBeInTheDocument()
  })

  it('shows a failed load with 重试, which loads again', async () => {
    const user = setupUser()
    server.use(http.post(REGULATIONS, () => fail('制度服务不可用'), { once: true }))
    renderApp('/study/regulation')
    expect(await screen.findByText('规章制度加载失败')).toBeInTheDocument()
    expect(screen.getAllByText('制度服务不可用').length).toBeGreaterThan(0)
    await user.click(screen.getByRole('button', { name: /重\s*试/ }))
    expect(within(await files()).getAllByRole('listitem')).toHaveLength(4)
  })

  it('fails like a failed call when the answer is not a list', async () => {
    server.use(http.post(REGULATIONS, () => envelope({ rows: [] })))
    renderApp('/study/regulation')
    expect(await screen.findByText('规章制度加载失败')).toBeInTheDocument()
  })
})
