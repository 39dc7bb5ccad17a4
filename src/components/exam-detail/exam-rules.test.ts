import { examButton, examCodeToStart, examStatusText } from './exam-rules'

const NOW = new Date('2026-11-24T10:00:00')
const open = { isAllow: 1, examEndTime: '2026-12-01 18:00:00' }

describe('exam rules (behaviour B4.5-B4.7)', () => {
  it('names the status as lists show it', () => {
    expect(examStatusText(0)).toBe('未开始')
    expect(examStatusText(10)).toBe('未开始')
    expect(examStatusText(undefined)).toBe('未开始')
    expect(examStatusText(20)).toBe('进行中')
    expect(examStatusText(30)).toBe('已完成')
  })

  it('gives the button text by status', () => {
    expect(examButton(open, { status: 0 }, NOW)).toEqual({ text: '开始考试', disabled: false })
    expect(examButton(open, { status: 10 }, NOW)).toEqual({ text: '开始考试', disabled: false })
    expect(examButton(open, null, NOW)).toEqual({ text: '开始考试', disabled: false })
    expect(examButton(open, { status: 20 }, NOW)).toEqual({ text: '继续考试', disabled: false })
    expect(examButton(open, { status: 30 }, NOW)).toEqual({ text: '重新考试', disabled: false })
  })

  it('shows 考试结束, disabled, without retakes once started, or after the end time', () => {
    const once = { ...open, isAllow: 0 }
    expect(examButton(once, { status: 0 }, NOW)).toEqual({ text: '开始考试', disabled: false })
    expect(examButton(once, { status: 30 }, NOW)).toEqual({ text: '考试结束', disabled: true })
    const ended = { ...open, examEndTime: '2026-11-24 09:59:00' }
    expect(examButton(ended, { status: 0 }, NOW)).toEqual({ text: '考试结束', disabled: true })
  })

  it('starts the pre-exam while it is set and not done, the exam otherwise', () => {
    const base = { examCode: 'EX1', frontExamCode: 'PRE1', isFrontExamSet: 1 }
    expect(examCodeToStart({ ...base, isDoneFrontExam: 0 })).toBe('PRE1')
    expect(examCodeToStart({ ...base, isDoneFrontExam: 1, reachProgress: 60 })).toBe('PRE1')
    expect(examCodeToStart({ ...base, isDoneFrontExam: 1, reachProgress: 100 })).toBe('EX1')
    expect(examCodeToStart({ ...base, isFrontExamSet: 0 })).toBe('EX1')
    expect(examCodeToStart({ examCode: '', isFrontExamSet: 0 })).toBeUndefined()
  })
})
