import type { ExamQuestion } from '../../api/assumed'
import { emptyRecord, type PaperRecord } from '../../lib/exam-drafts'
import { paperOnScreen, paperReducer, type PaperAction } from './paper-reducer'

const q = (id: number, userAnswer?: string): ExamQuestion => ({
  id,
  qType: 1,
  order: id,
  qName: `题目 ${id}`,
  userAnswer,
})
const QUESTIONS = [q(1), q(2), q(3)]
const fresh = (): PaperRecord => emptyRecord('EX1', '77')
const run = (actions: PaperAction[], from = fresh()) => actions.reduce(paperReducer, from)

describe('the saved paper', () => {
  it('keeps each answer by question, with the questions on screen, and never changes the state it was given', () => {
    const start = fresh()
    const next = run(
      [
        { type: 'answered', key: '1', value: 'A', questions: QUESTIONS },
        { type: 'answered', key: '2', value: 'AC', questions: QUESTIONS },
        { type: 'answered', key: '1', value: '', questions: QUESTIONS },
      ],
      start,
    )
    expect(next.answers).toEqual({ '1': '', '2': 'AC' })
    expect(next.questions).toBe(QUESTIONS)
    expect(start).toEqual(fresh())
  })

  it('toggles a mark, moves between questions and counts each absence', () => {
    const next = run([
      { type: 'markToggled', key: '2' },
      { type: 'markToggled', key: '3' },
      { type: 'markToggled', key: '2' },
      { type: 'moved', index: 2 },
      { type: 'left' },
      { type: 'left' },
    ])
    expect(next).toMatchObject({ marked: ['3'], current: 2, leaves: 2 })
  })

  it('keeps the questions first loaded, once', () => {
    const loaded = run([{ type: 'questionsLoaded', questions: QUESTIONS }])
    expect(loaded.questions).toBe(QUESTIONS)
    expect(paperReducer(loaded, { type: 'questionsLoaded', questions: [q(9)] })).toBe(loaded)
  })

  it('freezes the answers on screen for the hand-in; from then on answers and marks stay as they are', () => {
    const frozen = run([
      { type: 'answered', key: '1', value: 'A', questions: QUESTIONS },
      {
        type: 'handedIn',
        answers: { '1': 'A', '2': 'B' },
        at: 1000,
        reason: 'timeout',
        questions: QUESTIONS,
      },
    ])
    expect(frozen).toMatchObject({
      answers: { '1': 'A', '2': 'B' },
      handIn: { at: 1000, reason: 'timeout' },
    })
    for (const action of [
      { type: 'answered', key: '3', value: 'C', questions: QUESTIONS },
      { type: 'markToggled', key: '3' },
      { type: 'handedIn', answers: {}, at: 2000, reason: 'user', questions: QUESTIONS },
    ] satisfies PaperAction[])
      expect(paperReducer(frozen, action)).toBe(frozen)
    // the learner may still look through the paper
    expect(paperReducer(frozen, { type: 'moved', index: 1 }).current).toBe(1)
  })
})

describe('the paper on screen', () => {
  it("shows the server's answers overlaid by this device's, counts the answered ones and keeps the question within the paper", () => {
    const record = {
      ...fresh(),
      answers: { '2': 'C', '3': '  ' },
      marked: ['3'],
      current: 7,
    }
    const shown = paperOnScreen(record, [q(1, 'A'), q(2, 'B'), q(3, 'D')])
    expect(shown.answers).toEqual({ '1': 'A', '2': 'C', '3': '  ' })
    expect(shown.answered).toBe(2)
    expect(shown.current).toBe(2)
    expect(shown.marked.has('3')).toBe(true)
    expect(paperOnScreen(record, []).current).toBe(0)
  })
})
