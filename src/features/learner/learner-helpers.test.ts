import type { TrainRes } from '../../api/train-res'
import { examScoreText, resultText } from '../../components/exam-result/result-texts'
import { myRankIndex } from './my-rank'
import { progressOf } from './my-study-query'
import { examCodesOf } from './use-my-exams'

describe('learner page helpers', () => {
  it('progressOf reads 0-100 from the row and counts anything else as not started', () => {
    const row = (progress: unknown) => ({ id: 1, resName: 'x', progress }) as TrainRes
    expect(progressOf(row(45))).toBe(45)
    expect(progressOf(row('62.6'))).toBe(63)
    expect(progressOf(row(130))).toBe(100)
    expect(progressOf(row(null))).toBe(0)
    expect(progressOf(row('abc'))).toBe(0)
    expect(progressOf({ id: 1, resName: 'x' })).toBe(0)
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

  it('myRankIndex matches by userId when both have one, else by name and organisation', () => {
    const entries = [
      { chnName: '张伟', orgName: '甲部', studyHoursStr: '9' },
      { chnName: '张伟', orgName: '乙部', studyHoursStr: '8', userId: 'u-2' },
      { chnName: '张伟', orgName: '乙部', studyHoursStr: '7' },
    ]
    expect(myRankIndex(entries, { chnName: '张伟', orgName: '乙部' })).toBe(1)
    expect(myRankIndex(entries, { chnName: '张伟', orgName: '乙部', userId: 'u-3' })).toBe(2)
    expect(myRankIndex(entries, { chnName: '张伟', orgName: '乙部', userId: 'u-2' })).toBe(1)
    expect(myRankIndex(entries, { chnName: '张伟' })).toBe(0)
    expect(myRankIndex(entries, { chnName: '李娜' })).toBe(-1)
    expect(myRankIndex(entries, null)).toBe(-1)
  })
})
