import type { Assumption } from '../assumed-fields'

// Part of the registry (../assumed-fields.ts): the exam calls.
export const examsAssumed: Record<string, Record<string, Assumption>> = {
  'ex_userexam/BeginExam': {
    'userpaper.startTime': {
      why: 'When a paper in progress began: a paper continued in another session gets exactly the time it has left.',
      without:
        'A continued paper counts the exam time from the moment it is continued, with a notice that the real end may come earlier; a paper just begun counts the exam info’s time from its start.',
    },
    remainingSeconds: {
      why: 'The seconds the paper has left, the most exact countdown.',
      without: 'The countdown is worked out from the start time, or from the exam info’s time.',
    },
    serverTime: {
      why: 'The server’s clock in the same answer as the start time, so a wrong computer clock or time zone does not shorten the exam.',
      without:
        'The start time is read against the server clock of the HTTP Date header; without either, the exam time counts from the moment the answer arrived.',
    },
  },
  'ex_userexam/GetExamResult': {
    'paper.delayMarkingPapers': {
      why: 'A paper awaiting marking shows 试卷提交成功,等待批卷 and neither a score nor the answers.',
      without:
        'The page asks GetExamResultList (whose rows document it) for the paper’s row; when that cannot tell either, the result shows with a notice that the paper may not be marked yet.',
    },
    'paper.startTime': {
      why: 'The paper’s 开始时间 in the result.',
      without: '开始时间 shows —.',
    },
    'paper.endTime': {
      why: 'The paper’s 交卷时间 in the result.',
      without: '交卷时间 shows —.',
    },
    'exampaperquestionlist.id': {
      why: 'A stable key for each question of the result list.',
      without: 'The questions are keyed by their position; nothing visible changes.',
    },
  },
  'ex_userexam/GetExamPaperQuestions': {
    id: {
      why: 'The question an answer belongs to: SubmitExamPaper sends {questionId, answer}.',
      without:
        'The paper cannot be answered: the page says 试题加载失败 (服务器返回的数据格式不正确) with 重试, and nothing is handed in.',
    },
    userAnswer: {
      why: 'The answer the server holds for a paper continued from another session or device.',
      without:
        'A continued paper shows the answers this device kept (none on another device); the learner answers again.',
    },
  },
  'ex_userexam/SubmitExamPaper': {
    score: {
      why: 'The score shown right after the hand-in.',
      without: 'The hand-in says 交卷成功 and points to 查看试卷 for the score.',
    },
    isPass: {
      why: 'The pass or fail shown right after the hand-in.',
      without: 'The hand-in says 交卷成功 without a verdict.',
    },
    delayMarkingPapers: {
      why: 'A paper marked later shows 试卷提交成功,等待批卷 and no score.',
      without: 'The hand-in says 交卷成功; the result page tells whether it awaits marking.',
    },
  },
}
