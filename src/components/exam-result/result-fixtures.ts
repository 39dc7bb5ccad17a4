// Sample GetExamResult answers for the tests and stories of the result view.
import type { ExamResult, QuestionResult } from '../../api/ex-userexam'

export const RESULT_URL = '*/Api/UserExam/ex_userexam/GetExamResult'

export const sampleQuestions: QuestionResult[] = [
  {
    id: 1,
    qType: 1,
    order: 1,
    qName: '工伤保险费由谁缴纳？',
    a: '用人单位',
    b: '职工个人',
    c: '单位和个人各半',
    answer: 'A',
    answerStr: 'A',
    scoreStr: '10/10',
    isPass: 1,
    difficulty: 1,
    score: 10,
    analysis: '《工伤保险条例》第十条：用人单位应当按时缴纳工伤保险费，职工个人不缴纳。',
  },
  {
    id: 2,
    qType: 2,
    order: 2,
    qName: '下列哪些情形应当认定为工伤？',
    a: '在工作时间和工作场所内因工作原因受到事故伤害',
    b: '醉酒导致伤亡',
    c: '因工外出期间受到伤害',
    d: '自残',
    answer: 'AC',
    answerStr: 'A',
    scoreStr: '0/10',
    isPass: 0,
    difficulty: 2,
    score: 10,
    analysis: '醉酒和自残不得认定为工伤。',
  },
  {
    id: 3,
    qType: 3,
    order: 3,
    qName: '职工因工死亡，其近亲属可以领取一次性工亡补助金。',
    answer: '正确',
    answerStr: '正确',
    scoreStr: '10/10',
    isPass: 1,
    difficulty: 3,
    score: 10,
  },
  {
    id: 4,
    qType: 4,
    order: 4,
    qName: '工伤认定申请的时限是事故伤害发生之日起____日内。',
    answer: '30',
    answerStr: '',
    scoreStr: '0/10',
    isPass: 0,
    score: 10,
  },
]

/** A marked, passed paper with right and wrong answers; `paper` changes the paper's fields. */
export function sampleResult(paper: Partial<ExamResult['paper']> = {}): ExamResult {
  return {
    examinfo: {
      examName: '2026年度工伤预防知识考试',
      examCode: 'EX2026',
      time: 60,
      totlescore: 40,
      totleq: 4,
      type1: 1,
      type2: 1,
      type3: 1,
      type4: 1,
      isAllow: 1,
      examStartTime: '2026-01-01 09:00:00',
      examEndTime: '2026-12-31 18:00:00',
    },
    paper: {
      id: 501,
      examCode: 'EX2026',
      chnName: '张三',
      orgName: '华东分公司',
      score: 20,
      isPass: 1,
      delayMarkingPapers: 0,
      startTime: '2026-03-02 10:00:00',
      endTime: '2026-03-02 10:40:00',
      ...paper,
    },
    exampaperquestionlist: sampleQuestions,
  }
}
