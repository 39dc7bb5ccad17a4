import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { useState } from 'react'
import { Routes, Route, useLocation } from 'react-router'
import { server } from '../../../mocks/node'
import { fail } from '../../../mocks/respond'
import { envelope, loginAs, watchWire } from '../../../mocks/test-harness'
import { renderWithProviders, setupUser, signedInStore } from '../../testing'
import { accountIdentity } from '../../lib/account-identity'
import { emptyRecord, writePaper } from '../../lib/exam-drafts'
import { serverNow } from '../../lib/server-clock'
import { LazyExamDetailDialog } from './lazy-exam-detail-dialog'
import { EXAM_RULES } from './exam-rules'
import { readExamPayload } from './exam-payload'

const DETAIL = '/Api/UserExam/ex_userexam/GetUserExamDetail'
const BEGIN = '/Api/UserExam/ex_userexam/BeginExam'

function Where() {
  const location = useLocation()
  return <output aria-label="地址">{location.pathname + location.search}</output>
}

function Harness({ code }: { code: string }) {
  const [open, setOpen] = useState<string | undefined>(code)
  return (
    <>
      <LazyExamDetailDialog examCode={open} onClose={() => setOpen(undefined)} />
      {!open && <p>对话框已关闭</p>}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>
  )
}

const info = (extra: Record<string, unknown> = {}) => ({
  examName: '测试考试',
  examCode: 'EXT1',
  examIntrduce: '<p>考试说明文字</p><script>alert(1)</script>',
  time: 45,
  totlescore: 100,
  totleq: 12,
  type1: 5,
  type2: 4,
  type3: 3,
  isAllow: 1,
  examStartTime: '2026-01-01 09:00:00',
  examEndTime: '2099-12-31 18:00:00',
  ...extra,
})

describe('exam detail dialog (behaviour B2.25, B4.6-B4.8)', () => {
  beforeEach(() => {
    loginAs('learner')
  })

  it('shows the exam, its question counts, the rules and the learner status', async () => {
    server.use(
      http.post(`*${DETAIL}`, () =>
        envelope({ examinfo: info(), examuser: { status: 30, score: 88 } }),
      ),
    )
    renderWithProviders(<Harness code="EXT1" />)
    const dialog = within(await screen.findByRole('dialog', { name: '考试详情' }))
    expect(await dialog.findByText('测试考试')).toBeInTheDocument()
    expect(dialog.getByText('45 分钟')).toBeInTheDocument()
    expect(dialog.getByText('100 分')).toBeInTheDocument()
    expect(dialog.getByText('共 12 道，单选题 5 道，多选题 4 道，判断题 3 道')).toBeInTheDocument()
    expect(dialog.getByText('2026-01-01 09:00')).toBeInTheDocument()
    expect(dialog.getByText('考试说明文字')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: '考试详情' }).querySelector('script')).toBeNull()
    for (const rule of EXAM_RULES) expect(dialog.getByText(rule)).toBeInTheDocument()
    expect(dialog.getByText('已完成')).toBeInTheDocument()
    expect(dialog.getByText('最高成绩：88 分')).toBeInTheDocument()
    expect(dialog.getByRole('button', { name: '重新考试' })).toBeEnabled()
  })

  it('shows — for a total the answer leaves out, never 共 0 道', async () => {
    server.use(
      http.post(`*${DETAIL}`, () =>
        envelope({ examinfo: info({ totleq: undefined }), examuser: { status: 0 } }),
      ),
    )
    renderWithProviders(<Harness code="EXT1" />)
    const dialog = within(await screen.findByRole('dialog', { name: '考试详情' }))
    expect(
      await dialog.findByText('共 — 道，单选题 5 道，多选题 4 道，判断题 3 道'),
    ).toBeInTheDocument()
    expect(dialog.queryByText(/共 0 道/)).not.toBeInTheDocument()
  })

  it('disables the button with 考试结束 when the exam allows no retake', async () => {
    server.use(
      http.post(`*${DETAIL}`, () =>
        envelope({ examinfo: info({ isAllow: 0 }), examuser: { status: 30, score: 50 } }),
      ),
    )
    renderWithProviders(<Harness code="EXT1" />)
    expect(await screen.findByRole('button', { name: '考试结束' })).toBeDisabled()
  })

  it('starts the paper: keeps the payload under the exam code and opens the exam page', async () => {
    const wire = watchWire()
    const store = await signedInStore('learner')
    renderWithProviders(<Harness code="EX2026002" />, { store })
    const start = await screen.findByRole('button', { name: '开始考试' })
    await setupUser().click(start)
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '地址' })).toHaveTextContent(
        '/ysUserExam/exam?examCode=EX2026002',
      ),
    )
    const [sent] = await wire.to(BEGIN)
    expect(sent.body).toMatchObject({ examCode: 'EX2026002', examName: '2026年度工伤预防知识考试' })
    expect(
      readExamPayload('EX2026002', accountIdentity(store.getState().session.info)),
    ).toMatchObject({
      isSubExam: false,
      userpaper: { examCode: 'EX2026002' },
    })
    expect(screen.getByText('对话框已关闭')).toBeInTheDocument()
  })

  it.each([
    ['frozen for the hand-in', { handIn: { at: Date.now() - 5000, reason: 'user' as const } }],
    ['whose time ran out', {}],
  ])(
    'hands a copy of this exam %s in first: the exam page sends it, nothing is started',
    async (_, frozen) => {
      const wire = watchWire()
      const store = await signedInStore('learner')
      const owner = accountIdentity(store.getState().session.info)!
      // the learner's open paper of EX2026005, answered on this device; its time is up
      writePaper(owner, {
        ...emptyRecord('EX2026005', '4001'),
        answers: { '1': 'A' },
        deadline: { at: serverNow() - 1000, estimated: false },
        ...frozen,
      })
      renderWithProviders(<Harness code="EX2026005" />, { store })
      await setupUser().click(await screen.findByRole('button', { name: '继续考试' }))
      await waitFor(() =>
        expect(screen.getByRole('status', { name: '地址' })).toHaveTextContent(
          '/ysUserExam/exam?examCode=EX2026005',
        ),
      )
      expect(await wire.to(BEGIN)).toEqual([])
      expect(screen.getByText('对话框已关闭')).toBeInTheDocument()
    },
  )

  it('starts as usual beside a copy still within its time: BeginExam continues that paper', async () => {
    const wire = watchWire()
    const store = await signedInStore('learner')
    const owner = accountIdentity(store.getState().session.info)!
    writePaper(owner, {
      ...emptyRecord('EX2026005', '4001'),
      deadline: { at: serverNow() + 600_000, estimated: false },
    })
    renderWithProviders(<Harness code="EX2026005" />, { store })
    await setupUser().click(await screen.findByRole('button', { name: '继续考试' }))
    await waitFor(async () => expect(await wire.to(BEGIN)).toHaveLength(1))
  })

  it('shows the result of a paper the backend says is handed in already', async () => {
    server.use(
      http.post(`*${BEGIN}`, () =>
        envelope({ isSubExam: true, userpaper: { id: 5123, examCode: 'EX2026002' } }),
      ),
    )
    renderWithProviders(<Harness code="EX2026002" />)
    await setupUser().click(await screen.findByRole('button', { name: '开始考试' }))
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '地址' })).toHaveTextContent(
        '/ysUserExam/examview?userpaperId=5123',
      ),
    )
  })

  it('stays open when the start is refused, and offers 重试 when the detail fails', async () => {
    server.use(
      http.post(`*${DETAIL}`, () => fail('考试不存在'), {
        once: true,
      }),
    )
    renderWithProviders(<Harness code="EX2026002" />)
    expect(await screen.findByText('考试信息加载失败')).toBeInTheDocument()
    await setupUser().click(screen.getByRole('button', { name: /重\s*试/ }))
    expect(await screen.findByRole('button', { name: '开始考试' })).toBeInTheDocument()
  })
})
