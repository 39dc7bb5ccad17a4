import { examScoreText, resultText } from '../../components/exam-result/result-texts'
import { myRankIndex } from './my-rank'
import { progressOf, studyAction } from './my-study-query'
import { examCodesOf } from './use-my-exams'

describe('learner page helpers', () => {
  it('progressOf reads 0-100 from the row; a row without it is unknown, not "not started"', () => {
    expect(progressOf({ progress: 45 })).toBe(45)
    expect(progressOf({ progress: 62.6 })).toBe(63)
    expect(progressOf({ progress: 130 })).toBe(100)
    expect(progressOf({ progress: 0 })).toBe(0)
    expect(progressOf({ progress: Number.NaN })).toBeUndefined()
    expect(progressOf({})).toBeUndefined()
  })

  it('studyAction: 开始学习 / 继续学习 by the progress, 进入学习 when it is unknown', () => {
    expect(studyAction(0)).toBe('开始学习')
    expect(studyAction(30)).toBe('继续学习')
    expect(studyAction(undefined)).toBe('进入学习')
  })

  it('examCodesOf lists the pre-exam first, each only when set, never twice', () => {
    expect(
      examCodesOf({ isFrontExamSet: 1, frontExamCode: 'F', isExamSet: true, examCode: 'E' }),
    ).toEqual([
      { code: 'F', front: true },
      { code: 'E', front: false },
    ])
    expect(
      examCodesOf({ isFrontExamSet: 0, frontExamCode: 'F', isExamSet: 1, examCode: 'E' }),
    ).toEqual([{ code: 'E', front: false }])
    expect(
      examCodesOf({ isFrontExamSet: 1, frontExamCode: 'F', isExamSet: 1, examCode: 'F' }),
    ).toEqual([{ code: 'F', front: true }])
    expect(examCodesOf({ isExamSet: 1, examCode: '' })).toEqual([])
    expect(examCodesOf(undefined)).toEqual([])
  })

  it('resultText: awaiting marking first, then 通过 / 保密 / 未通过', () => {
    expect(resultText({ isPass: 1, delayMarkingPapers: 1 })).toBe('等待批卷')
    expect(resultText({ isPass: 1, delayMarkingPapers: 0 })).toBe('通过')
    expect(resultText({ isPass: -2, delayMarkingPapers: 0 })).toBe('保密')
    expect(resultText({ isPass: 0, delayMarkingPapers: 0 })).toBe('未通过')
    expect(resultText({ isPass: -1, delayMarkingPapers: 0 })).toBe('未通过')
  })

  it('examScoreText: — until an attempt is completed', () => {
    expect(examScoreText(null)).toBe('—')
    expect(examScoreText({ status: 0 })).toBe('—')
    expect(examScoreText({ status: 30, score: 0 })).toBe('0 分')
    expect(examScoreText({ status: 20, score: 75 })).toBe('75 分')
  })

  it('myRankIndex matches by name and organisation (entries document no user id)', () => {
    const entries = [
      { chnName: '张伟', orgName: '甲部', studyHoursStr: '9' },
      { chnName: '张伟', orgName: '乙部', studyHoursStr: '8' },
      { chnName: '张伟', studyHoursStr: '7' },
    ]
    expect(myRankIndex(entries, { chnName: '张伟', orgName: '乙部' })).toBe(1)
    expect(myRankIndex(entries, { chnName: '张伟', orgName: '丙部' })).toBe(2)
    expect(myRankIndex(entries, { chnName: '张伟' })).toBe(0)
    expect(myRankIndex(entries, { chnName: '李娜' })).toBe(-1)
    expect(myRankIndex(entries, null)).toBe(-1)
  })
})
