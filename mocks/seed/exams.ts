import type { MockExam, MockExamUser, MockPaper, MockQuestion } from '../model'
import type { MockUser } from './accounts'
import { createRng, daysAgo, daysAhead } from './prng'
import dayjs from 'dayjs'

type Q = [qType: 1 | 2 | 3 | 4, qName: string, options: string[], answer: string, analysis: string]

const bank: Q[] = [
  [
    1,
    '工伤保险费由谁缴纳？',
    ['用人单位', '职工个人', '用人单位和职工共同', '政府财政'],
    'A',
    '《工伤保险条例》规定，职工个人不缴纳工伤保险费，由用人单位缴纳。',
  ],
  [
    1,
    '发生工伤事故后，用人单位应当自事故伤害发生之日起多少日内提出工伤认定申请？',
    ['15日', '30日', '60日', '1年'],
    'B',
    '用人单位应自事故伤害发生之日起30日内提出工伤认定申请。',
  ],
  [
    1,
    '安全生产工作应当坚持的方针是？',
    [
      '安全第一、预防为主、综合治理',
      '质量第一、安全第二',
      '生产优先、兼顾安全',
      '预防为主、防治结合',
    ],
    'A',
    '《安全生产法》确定的方针是安全第一、预防为主、综合治理。',
  ],
  [
    1,
    '使用砂轮机时，操作者应站在砂轮的什么位置？',
    ['正面', '侧面', '背面', '任意位置'],
    'B',
    '站在砂轮侧面可避免砂轮破裂飞出伤人。',
  ],
  [
    1,
    '高处作业是指在坠落高度基准面多少米以上有可能坠落的高处进行的作业？',
    ['1米', '2米', '3米', '5米'],
    'B',
    '国家标准规定坠落高度基准面2米及以上为高处作业。',
  ],
  [
    1,
    '发现有人触电，首先应当？',
    ['立即用手拉开', '切断电源', '拨打电话', '泼水降温'],
    'B',
    '首先应使触电者迅速脱离电源。',
  ],
  [
    1,
    '成人心肺复苏胸外按压的频率为每分钟？',
    ['60-80次', '80-100次', '100-120次', '120-140次'],
    'C',
    '按压频率100-120次/分钟，深度5-6厘米。',
  ],
  [
    2,
    '下列属于应当认定为工伤的情形有？',
    [
      '在工作时间和工作场所内因工作原因受到事故伤害',
      '患职业病',
      '上下班途中受到非本人主要责任的交通事故伤害',
      '醉酒导致伤亡',
    ],
    'ABC',
    '醉酒或者吸毒导致伤亡的不得认定为工伤。',
  ],
  [
    2,
    '常用的个体防护用品包括？',
    ['安全帽', '防护眼镜', '耳塞', '安全带', '手机'],
    'ABCD',
    '手机不属于个体防护用品。',
  ],
  [
    2,
    '设备检修上锁挂牌的步骤包括？',
    ['通知相关人员', '关闭设备并隔离能量', '上锁挂牌', '验证能量已释放', '直接开始维修'],
    'ABCD',
    '必须在验证能量完全释放后方可维修。',
  ],
  [
    2,
    '火灾逃生时正确的做法有？',
    ['用湿毛巾捂住口鼻', '低姿弯腰前行', '乘坐电梯逃生', '沿疏散指示方向撤离'],
    'ABD',
    '火灾时严禁乘坐电梯。',
  ],
  [
    2,
    '职业病危害因素包括？',
    ['粉尘', '噪声', '高温', '化学毒物', '良好照明'],
    'ABCD',
    '良好照明不是职业病危害因素。',
  ],
  [
    3,
    '职工因工致残被鉴定为一级至四级伤残的，保留劳动关系，退出工作岗位。',
    ['正确', '错误'],
    '正确',
    '《工伤保险条例》第三十五条规定。',
  ],
  [
    3,
    '特种作业人员未经专门的安全作业培训也可以上岗作业。',
    ['正确', '错误'],
    '错误',
    '特种作业人员必须取得相应资格方可上岗。',
  ],
  [
    3,
    '灭火器压力表指针在绿色区域表示压力正常。',
    ['正确', '错误'],
    '正确',
    '红色区域为压力不足，黄色区域为压力过高。',
  ],
  [
    3,
    '在有限空间作业时，可以先进入后通风检测。',
    ['正确', '错误'],
    '错误',
    '必须先通风、再检测、后作业。',
  ],
  [
    3,
    '劳动者有权拒绝违章指挥和强令冒险作业。',
    ['正确', '错误'],
    '正确',
    '这是《安全生产法》赋予从业人员的权利。',
  ],
  [4, '安全色中表示禁止、停止的颜色是____色。', [], '红', '红色表示禁止、停止、危险。'],
  [4, '我国的火警电话是____。', [], '119', '火警119，急救120，报警110。'],
  [
    4,
    '三级安全教育是指厂级、车间级和____级安全教育。',
    [],
    '班组',
    '新员工上岗前须接受厂级、车间级、班组级安全教育。',
  ],
  [
    2,
    '下列哪些属于劳动防护用品？',
    ['安全帽', '防尘口罩', '防护手套', '安全鞋', '护目镜', '耳罩', '安全带', '普通运动鞋', '墨镜'],
    'ABCDEFG',
    '普通运动鞋和墨镜不具备防护功能，不属于劳动防护用品。',
  ],
  [
    1,
    '扑救电气火灾时，首先应当？',
    ['切断电源', '用水扑救', '打开门窗通风', '搬运物资'],
    'A',
    '带电灭火有触电危险，应先切断电源。',
  ],
  [
    1,
    '使用干粉灭火器时，喷嘴应对准火焰的什么部位？',
    ['顶部', '中部', '根部', '任意部位'],
    'C',
    '对准火焰根部喷射才能有效灭火。',
  ],
  [
    2,
    '灭火的基本方法有？',
    ['冷却法', '窒息法', '隔离法', '抑制法', '通风法'],
    'ABCD',
    '通风会为燃烧补充氧气，不是灭火方法。',
  ],
  [
    3,
    '发生火灾时，应先抢救贵重财物，再组织人员疏散。',
    ['正确', '错误'],
    '错误',
    '人员生命安全始终第一，应立即组织疏散。',
  ],
  [4, '正常的灭火器压力表指针应处于____色区域。', [], '绿', '绿色区域表示压力正常。'],
  [
    1,
    '发生地震时，身处室内的人员应当？',
    ['跳楼逃生', '就近躲在坚固的桌子下', '乘电梯下楼', '站在窗边观察'],
    'B',
    '震时就近躲避，震后再有序撤离，不可跳楼或乘电梯。',
  ],
  [
    3,
    '发现燃气泄漏时，应立即开灯查找泄漏点。',
    ['正确', '错误'],
    '错误',
    '开关电器可能产生火花引发爆炸，应先关阀、开窗通风。',
  ],
]

const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] as const
const scoreOf = { 1: 4, 2: 6, 3: 3, 4: 5 } as const

/** The question bank (types 1-4, options a-i, answer, analysis, score). */
export function seedQuestions(): MockQuestion[] {
  return bank.map(([qType, qName, options, answer, analysis], i) => ({
    id: i + 1,
    qType,
    qName,
    options: Object.fromEntries(options.map((o, j) => [letters[j], o])),
    answer,
    analysis,
    score: scoreOf[qType],
    difficulty: (i % 3) + 1,
  }))
}

// a function, not a constant: the windows count from the day the seed is built
const examSpecs = (): Omit<MockExam, 'totlescore' | 'passScore'>[] => [
  {
    examCode: 'EX2026001',
    examName: '新员工岗前安全考试',
    examIntrduce: '岗前考试，合格后方可进入年度项目学习。',
    time: 30,
    isAllow: 1,
    examStartTime: daysAgo(90),
    examEndTime: daysAhead(420, 18),
    confidential: false,
    delayMarking: false,
    questionIds: [1, 3, 5, 6, 8, 9, 13, 14, 18, 19, 21],
  },
  {
    examCode: 'EX2026002',
    examName: '2026年度工伤预防知识考试',
    examIntrduce: '年度考试，考试时间60分钟，可重复参加，取最高成绩。',
    time: 60,
    isAllow: 1,
    examStartTime: daysAgo(20),
    examEndTime: daysAhead(400, 18),
    confidential: false,
    delayMarking: false,
    questionIds: [1, 2, 3, 4, 7, 8, 10, 11, 12, 21, 13, 15, 16, 17, 18, 20],
  },
  {
    examCode: 'EX2026003',
    examName: '机械安全操作专项考试',
    examIntrduce: '专项考试，仅允许参加一次。',
    time: 45,
    isAllow: 0,
    examStartTime: daysAgo(10),
    examEndTime: daysAhead(400, 18),
    confidential: false,
    delayMarking: true,
    questionIds: [4, 6, 9, 10, 14, 16, 20],
  },
  {
    examCode: 'EX2026004',
    examName: '建筑施工安全考试',
    examIntrduce: '成绩保密，由企业统一公布。',
    time: 60,
    isAllow: 1,
    examStartTime: daysAgo(30),
    examEndTime: daysAhead(400, 18),
    confidential: true,
    delayMarking: false,
    questionIds: [2, 5, 6, 7, 11, 12, 15, 16, 19],
  },
  {
    examCode: 'EX2026005',
    examName: '消防安全知识考试',
    examIntrduce: '消防安全专项考试，考试时间120分钟，可重复参加。',
    time: 120,
    isAllow: 1,
    examStartTime: daysAgo(7),
    examEndTime: daysAhead(400, 18),
    confidential: false,
    delayMarking: false,
    questionIds: [22, 23, 6, 11, 24, 21, 15, 25, 26, 19],
  },
  {
    examCode: 'EX2026006',
    examName: '应急处置快速测验',
    examIntrduce: '限时1分钟的快速测验，时间到自动交卷。',
    time: 1,
    isAllow: 1,
    examStartTime: daysAgo(3),
    examEndTime: daysAhead(400, 18),
    confidential: false,
    delayMarking: false,
    questionIds: [27, 11, 28, 19],
  },
  {
    examCode: 'EX2025009',
    examName: '2025年度安全知识考试',
    examIntrduce: '已结束的年度考试。',
    time: 60,
    isAllow: 1,
    examStartTime: daysAgo(330),
    examEndTime: daysAgo(240, 18),
    confidential: false,
    delayMarking: false,
    questionIds: [1, 2, 3, 5, 8, 13, 17, 18],
  },
]

/** Exam definitions; the total score is the sum of the question scores, pass mark 60 %. */
export function seedExams(questions: MockQuestion[]): MockExam[] {
  return examSpecs().map((spec) => {
    const totlescore = spec.questionIds.reduce(
      (sum, id) => sum + (questions.find((q) => q.id === id)?.score ?? 0),
      0,
    )
    return { ...spec, totlescore, passScore: Math.ceil(totlescore * 0.6) }
  })
}

/** Scores one answer: choice letters in any order, 正确/错误 (or A/B) for true/false, fill-in trimmed. */
export function isCorrect(q: MockQuestion, given: string | undefined): boolean {
  if (given === undefined || given.trim() === '') return false
  if (q.qType === 3) {
    const text = /^[ABab]$/.test(given.trim())
      ? q.options[given.trim().toLowerCase() as 'a' | 'b']
      : given.trim()
    return text === q.answer
  }
  if (q.qType === 4) return given.trim() === q.answer
  const letters = (s: string) =>
    s
      .toUpperCase()
      .replace(/[^A-I]/g, '')
      .split('')
      .sort()
      .join('')
  return letters(given) === letters(q.answer)
}

export interface ExamSeed {
  examUsers: MockExamUser[]
  papers: MockPaper[]
}

const enrolment: Record<string, string[]> = {
  C002: ['EX2026001', 'EX2026002', 'EX2026003', 'EX2026004', 'EX2026005', 'EX2026006', 'EX2025009'],
  C003: ['EX2026001', 'EX2026004'],
}

/** The two fixed learners (u-learner, u-twin-a) have an exam in every state. */
const fixedStates: Record<string, MockExamUser['status']> = {
  EX2026001: 30, // completed, retakes allowed (two papers)
  EX2026002: 0, // not started
  EX2026003: 30, // completed, no retake, paper awaiting marking
  EX2026004: 30, // completed, confidential result (isPass -2)
  EX2026005: 20, // in progress: an open paper with answers saved on the server
  EX2026006: 0, // not started, a 1-minute exam (time-out test)
  EX2025009: 30, // completed, ended by date
}

/** The answers the fixed learners' open EX2026005 paper holds (question id -> answer). */
export const savedAnswers: Record<string, string> = { 22: 'A', 11: 'ABD', 25: '错误' }
/** The open paper was started this many minutes before the seed was built. */
export const OPEN_PAPER_AGE_MINUTES = 5

/** When a seeded open paper started: OPEN_PAPER_AGE_MINUTES before now. */
const openPaperStart = () =>
  dayjs().subtract(OPEN_PAPER_AGE_MINUTES, 'minute').format('YYYY-MM-DD HH:mm:ss')

/** A seed built earlier in the day, brought to the clock: its open papers start again now. */
export function restartOpenPapers(papers: MockPaper[]): void {
  for (const paper of papers) if (paper.status === 20) paper.startTime = openPaperStart()
}

/** Whole days between the opening of an exam and the seed's day (papers fall inside the window). */
const daysOpen = (exam: MockExam) => dayjs(daysAgo(0)).diff(dayjs(exam.examStartTime), 'day')

/** Who is enrolled in which exam, the papers handed in and the fixed learners' open paper. */
export function seedExamUsers(
  users: MockUser[],
  exams: MockExam[],
  questions: MockQuestion[],
): ExamSeed {
  const rng = createRng(3030)
  const examUsers: MockExamUser[] = []
  const papers: MockPaper[] = []
  const handIn = (user: MockUser, exam: MockExam, skill: number, daysBack: number) => {
    const answers: Record<string, string> = {}
    let score = 0
    for (const id of exam.questionIds) {
      const q = questions.find((x) => x.id === id)!
      const right = rng.chance(skill)
      answers[id] = right
        ? q.answer
        : q.qType === 4
          ? '不知道'
          : q.qType === 3
            ? q.answer === '正确'
              ? '错误'
              : '正确'
            : 'D'
      if (right) score += q.score
    }
    const startMinute = rng.int(0, 20)
    papers.push({
      id: 5001 + papers.length,
      examCode: exam.examCode,
      userId: user.userId,
      status: 30,
      startTime: daysAgo(daysBack, 10, startMinute),
      endTime: daysAgo(daysBack, 10, startMinute + rng.int(Math.ceil(exam.time / 2), exam.time)),
      score,
      isPass: exam.confidential ? -2 : score >= exam.passScore ? 1 : 0,
      delayMarkingPapers: exam.delayMarking ? 1 : 0,
      answers,
    })
    return score
  }
  // the only seeded time that follows the clock, not the day: a paper open for 5 minutes
  const openPaper = (user: MockUser, exam: MockExam) =>
    papers.push({
      id: 5001 + papers.length,
      examCode: exam.examCode,
      userId: user.userId,
      status: 20,
      startTime: openPaperStart(),
      endTime: '',
      score: 0,
      isPass: 0,
      delayMarkingPapers: 0,
      answers: { ...savedAnswers },
    })
  for (const user of users.filter((u) => u.sysRoles === 4)) {
    for (const code of enrolment[user.companyCode] ?? []) {
      const exam = exams.find((e) => e.examCode === code)!
      const fixed = user.userId === 'u-learner' || user.userId === 'u-twin-a'
      const status = fixed ? fixedStates[code] : rng.pick([0, 10, 30, 30, 30] as const)
      let score = 0
      if (status === 20) openPaper(user, exam)
      if (status === 30) {
        score = handIn(
          user,
          exam,
          fixed ? 0.9 : 0.5 + rng.next() * 0.45,
          code === 'EX2025009' ? 250 : rng.int(1, Math.min(15, daysOpen(exam))),
        )
        if (fixed && code === 'EX2026001') score = Math.max(score, handIn(user, exam, 0.6, 30))
      }
      examUsers.push({ userId: user.userId, examCode: code, status, score })
    }
  }
  return { examUsers, papers }
}
