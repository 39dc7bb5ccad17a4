import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { useState } from 'react'
import { server } from '../../mocks/node'
import { fail } from '../../mocks/respond'
import { envelope, loginAs, watchWire } from '../../mocks/test-harness'
import { antd, renderWithProviders, setupUser } from '../testing'
import { CompanySelect } from './company-select'

const SEARCH = '*/Api/User/user_company/GetCompanyListPage'

function Harness({ initial, onChange }: { initial?: string; onChange: (v?: string) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <CompanySelect
      aria-label="公司"
      value={value}
      onChange={(code) => {
        setValue(code)
        onChange(code)
      }}
    />
  )
}

function setup(initial?: string) {
  loginAs('admin')
  const wire = watchWire()
  const onChange = vi.fn()
  const user = setupUser()
  renderWithProviders(<Harness initial={initial} onChange={onChange} />)
  const box = screen.getByRole('combobox', { name: '公司' })
  // what the closed select shows (its dropdown is elsewhere in the page)
  const shown = () => antd.selectShown(box)
  return { wire, onChange, user, box, shown }
}

// the drawn options (the accessible listbox holds only the ones around the active option)
const optionTexts = antd.selectOptionLabels

const keys = async (wire: ReturnType<typeof watchWire>) =>
  (await wire.to('/GetCompanyListPage')).map((r) => r.body)

describe('CompanySelect', () => {
  it('offers only the companies that came with a code (the value sent)', async () => {
    server.use(
      http.post(SEARCH, () =>
        envelope({
          models: [
            { companyName: '没有编码的公司' },
            { companyCode: 'C009', companyName: '有编码' },
          ],
        }),
      ),
    )
    const { user, box } = setup()
    await user.click(box)
    await waitFor(() => expect(optionTexts()).toEqual(['(C009)有编码']))
  })

  it('searches by keyword once typing rests, with the exact body, and picks a companyCode', async () => {
    const { wire, onChange, user, box, shown } = setup()
    await user.click(box)
    await waitFor(() =>
      expect(optionTexts()).toEqual([
        '(C001)工伤预防培训中心',
        '(C002)华东机械制造有限公司',
        '(C003)南方建设工程有限公司',
      ]),
    )
    await user.type(box, '华东')
    await waitFor(() => expect(optionTexts()).toEqual(['(C002)华东机械制造有限公司']))
    expect(await keys(wire)).toEqual([
      { PageIndex: 1, PageRows: 100, Search: { key: '' } },
      { PageIndex: 1, PageRows: 100, Search: { key: '华东' } },
    ])
    await user.click(screen.getByText('(C002)华东机械制造有限公司'))
    expect(onChange).toHaveBeenLastCalledWith('C002')
    await waitFor(() => expect(shown()).toBe('(C002)华东机械制造有限公司'))
  })

  it('shows the label of a preset value that the first search does not hold', async () => {
    server.use(
      http.post(SEARCH, async ({ request }) => {
        const body = (await request.clone().json()) as { Search: { key: string } }
        if (body.Search.key) return undefined
        const only = { companySysCode: 'S1', companyCode: 'C001', companyName: '工伤预防培训中心' }
        return envelope({ models: [only], totalCount: 1 })
      }),
    )
    const { wire, shown } = setup('C003')
    await waitFor(() => expect(shown()).toBe('(C003)南方建设工程有限公司'))
    expect(await keys(wire)).toContainEqual({
      PageIndex: 1,
      PageRows: 100,
      Search: { key: 'C003' },
    })
  })

  it('clears to undefined', async () => {
    const { onChange, user, shown } = setup('C002')
    await waitFor(() => expect(shown()).toBe('(C002)华东机械制造有限公司'))
    await user.click(antd.selectClear(screen.getByRole('combobox', { name: '公司' }))!)
    expect(onChange).toHaveBeenLastCalledWith(undefined)
    await waitFor(() => expect(shown()).toBe('请选择公司'))
  })

  it('says 暂无数据 when nothing matches, and that the search failed', async () => {
    const { user, box } = setup()
    await user.click(box)
    await user.type(box, '不存在的公司')
    expect(await screen.findByText('暂无数据')).toBeInTheDocument()
    server.use(http.post(SEARCH, () => fail('查询失败')))
    await user.clear(box)
    await user.type(box, '机械')
    expect(await screen.findByText(/公司列表加载失败/)).toBeInTheDocument()
  })
})
