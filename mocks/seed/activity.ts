import type {
  MockMessage,
  MockNote,
  MockProject,
  MockRes,
  MockStudyRecord,
  MockTravel,
} from '../model'
import type { MockUser } from './accounts'
import { createRng, dayAgo, daysAgo, daysAhead } from './prng'

/** Minutes learned per day ('YYYY-MM-DD' -> minutes) for every learner, one year back from today. */
export function seedLearningLogs(users: MockUser[]): Record<string, Record<string, number>> {
  const rng = createRng(365)
  const year = Array.from({ length: 365 }, (_, i) => dayAgo(364 - i))
  const logs: Record<string, Record<string, number>> = {}
  for (const user of users.filter((u) => u.sysRoles === 4)) {
    const keen = user.userId === 'u-learner' || user.userId === 'u-twin-a'
    const density = keen ? 0.7 : 0.15 + rng.next() * 0.3
    const days: Record<string, number> = {}
    for (const day of year) {
      if (rng.chance(density)) days[day] = rng.int(5, keen ? 120 : 80)
    }
    // the demo learners studied today, so the current month is never empty (even on the 1st)
    if (keen) days[dayAgo(0)] ??= rng.int(15, 45)
    logs[user.userId] = days
  }
  return logs
}

export interface StudySeed {
  records: MockStudyRecord[]
  favourites: { userId: string; resId: number }[]
  notes: MockNote[]
}

/** Study records of learners on published courses, a few favourites and notes for the learner account. */
export function seedStudy(users: MockUser[], resources: MockRes[]): StudySeed {
  const rng = createRng(777)
  const published = resources.filter((r) => r.status === 2)
  const records: MockStudyRecord[] = []
  for (const user of users.filter((u) => u.sysRoles === 4)) {
    const count = user.userId === 'u-learner' ? 12 : rng.int(0, 6)
    const start = rng.int(0, published.length - 1)
    for (let i = 0; i < count; i += 1) {
      const res = published[(start + i * 3) % published.length]
      const progress = i % 3 === 2 ? rng.int(10, 90) : 100
      records.push({
        id: 9001 + records.length,
        userId: user.userId,
        resId: res.id,
        progress,
        minutes: Math.round((res.duration * progress) / 100),
        completed: progress === 100 ? 1 : 0,
        lastTime: daysAgo(rng.int(1, 120), rng.int(8, 21), rng.int(0, 59)),
      })
    }
  }
  const mine = records.filter((r) => r.userId === 'u-learner')
  const favourites = [0, 2, 4, 7].map((i) => ({ userId: 'u-learner', resId: mine[i].resId }))
  const first = mine[0]
  const notes: MockNote[] = [
    [35, '事故报告要做到及时、准确、完整，不得迟报漏报。'],
    [120, '三级安全教育：厂级、车间级、班组级。'],
    [260, '复习：用人单位30日内提出工伤认定申请。'],
  ].map(([time, content], i) => ({
    id: 1 + i,
    recordId: first.id,
    resId: first.resId,
    userId: 'u-learner',
    content: content as string,
    time: time as number,
    createTime: daysAgo(20 - i * 5, 20, 10),
  }))
  return { records, favourites, notes }
}

type MsgSpec = [
  title: string,
  content: string,
  type: number,
  path: string,
  query: Record<string, string>,
]

const messageSpecs: MsgSpec[] = [
  [
    '考试提醒',
    '您有一场考试“2026年度工伤预防知识考试”尚未参加，请在截止日期前完成。',
    2,
    '/ysUserExam/exam',
    { examCode: 'EX2026002' },
  ],
  ['学习提醒', '您本周的学习时长未达到计划要求，请继续学习。', 3, '/dashboard', {}],
  ['新课程上线', '课程“机械伤害事故预防”已上线，欢迎学习。', 3, '/trainres/study', { id: '1021' }],
  [
    '通知公告',
    '关于开展2026年度工伤预防能力提升培训的通知',
    1,
    '/ydnotice/showview',
    { noticeSysCode: 'NT20260001' },
  ],
  ['审核通知', '您提交的课程已审核通过。', 4, '/train/resource', {}],
  [
    '系统消息',
    '平台将于11月8日 22:00-24:00 进行升级维护。',
    1,
    '/ydnotice/showview',
    { noticeSysCode: 'NT20260003' },
  ],
  [
    '成绩发布',
    '“新员工岗前安全考试”成绩已发布，请查看。',
    2,
    '/ysUserExam/examview',
    { userpaperId: '5001' },
  ],
  ['账号安全', '您的密码已超过90天未修改，建议及时修改。', 1, '/profile/index', {}],
]

/**
 * Messages per account: `unread` of them unread, the rest read. The learner has 15 more over six
 * weeks, enough for a second page of the message centre (10 rows a page).
 */
export function seedMessages(users: MockUser[]): MockMessage[] {
  const unread: Record<string, number> = {
    'u-admin': 3,
    'u-company': 2,
    'u-learner': 5,
    'u-twin-a': 1,
    'u-twin-b': 0,
  }
  const messages: MockMessage[] = []
  for (const user of users.filter((u) => u.userId in unread)) {
    messageSpecs.forEach(([title, content, TempleteType, path, query], i) => {
      messages.push({
        id: messages.length + 1,
        userId: user.userId,
        title,
        content,
        isRead: i < unread[user.userId] ? 0 : 1,
        messageUrl: JSON.stringify({ pc: { type: 1, value: { path, query } } }),
        TempleteType,
        createTime: daysAgo(i * 2, 9 + i, 15),
      })
    })
  }
  // The learner's own messages over six weeks: [title, content, type, messageUrl, createTime, read]
  const link = (path: string, query: Record<string, string> = {}) =>
    JSON.stringify({ pc: { type: 1, value: { path, query } } })
  const learnerMessages: [string, string, number, string, string, 0 | 1][] = [
    [
      '培训报名成功',
      '您已成功报名“华东机械2026年度工伤预防培训”项目，请按学习计划完成线上课程。',
      1,
      link('/study/index'),
      daysAgo(1, 10, 20),
      0,
    ],
    [
      '考试即将截止',
      '“机械安全操作专项考试”将于3天后截止，您尚未参加，请合理安排时间。',
      2,
      link('/ysUserExam/exam', { examCode: 'EX2026003' }),
      daysAgo(3, 16, 5),
      0,
    ],
    [
      '学习进度提醒',
      '必修课程“新员工三级安全教育”已学习40%，请尽快完成剩余内容。',
      3,
      link('/trainres/study', { id: '1015' }),
      daysAgo(5, 8, 45),
      0,
    ],
    [
      '知识竞赛通知',
      '关于组织开展安全生产月知识竞赛的通知已发布，请及时查看并参加。',
      1,
      link('/ydnotice/showview', { noticeSysCode: 'NT20260002' }),
      daysAgo(6, 11, 30),
      1,
    ],
    [
      '考试安排变更',
      '“消防安全知识考试”开考时间调整为下周三 9:00，请留意。',
      2,
      link('/exam/index'),
      daysAgo(8, 14, 10),
      0,
    ],
    [
      '学时认定结果',
      '您上月完成的6学时已认定，可在“我的学习”中查看明细。',
      3,
      link('/study/index'),
      daysAgo(10, 9, 0),
      1,
    ],
    [
      '心得审核结果',
      '您提交的《高处作业安全防护》学习心得已审核通过，感谢参与。',
      4,
      '',
      daysAgo(13, 15, 40),
      1,
    ],
    [
      '课程推荐',
      '根据您的岗位，为您推荐课程“高温作业防暑降温”，建议在入夏前完成学习。',
      3,
      link('/trainres/study', { id: '1017' }),
      daysAgo(16, 10, 0),
      1,
    ],
    [
      '成绩已出',
      '“新员工岗前安全考试”已阅卷完成，请在“我的考试”中查看成绩。',
      2,
      link('/exam/index'),
      daysAgo(19, 17, 20),
      1,
    ],
    [
      '学时认定规定',
      '《关于规范培训学时认定的通知》已发布：学时以视频完整观看为准。',
      1,
      link('/ydnotice/showview', { noticeSysCode: 'NT20260005' }),
      daysAgo(22, 9, 10),
      1,
    ],
    [
      '学习排行',
      '恭喜！您本月的学习时长位列公司前十名，请继续保持。',
      3,
      link('/study/ranking'),
      daysAgo(25, 18, 0),
      1,
    ],
    [
      '实操培训报名',
      '第四季度线下实操培训报名已开始，名额有限，请尽快报名。',
      1,
      link('/ydnotice/showview', { noticeSysCode: 'NT20260017' }),
      daysAgo(28, 9, 30),
      1,
    ],
    // a link of the old platform: no page of this app answers it, the message only opens
    [
      '学习计划已生成',
      '您的2026年度学习计划已生成，共24学时，请在年底前完成。',
      1,
      link('/ysStudy/myPlan', { year: '2026' }),
      daysAgo(32, 10, 45),
      1,
    ],
    [
      '完善个人信息',
      '请完善您的岗位与联系电话，以便及时接收培训与考试通知。',
      1,
      link('/profile/index'),
      daysAgo(36, 11, 15),
      1,
    ],
    [
      '欢迎加入平台',
      '欢迎使用工伤预防培训平台！建议先学习“工伤预防基础知识”课程。',
      1,
      link('/trainres/study', { id: '1011' }),
      daysAgo(41, 9, 5),
      1,
    ],
  ]
  for (const [title, content, TempleteType, messageUrl, createTime, isRead] of learnerMessages)
    messages.push({
      id: messages.length + 1,
      userId: 'u-learner',
      title,
      content,
      isRead,
      messageUrl,
      TempleteType,
      createTime,
    })
  return messages
}

/** Training projects per company; members are the company's users. */
export function seedProjects(users: MockUser[]): MockProject[] {
  const members = (code: string) =>
    users.filter((u) => u.companyCode === code && u.sysRoles !== 1).map((u) => u.userId)
  return [
    {
      projectCode: 'PJ2026001',
      planCode: 'PL2026001',
      projectName: '华东机械2026年度工伤预防培训',
      companyCode: 'C002',
      startDate: daysAgo(60),
      endDate: daysAhead(45, 18),
      checkHrs: 24,
      examCode: 'EX2026002',
      frontExamCode: 'EX2026001',
      memberIds: members('C002'),
    },
    {
      projectCode: 'PJ2026002',
      planCode: 'PL2026002',
      projectName: '南方建设高处作业专项培训',
      companyCode: 'C003',
      startDate: daysAgo(30),
      endDate: daysAhead(30, 18),
      checkHrs: 16,
      examCode: 'EX2026004',
      frontExamCode: '',
      memberIds: members('C003'),
    },
    {
      projectCode: 'PJ2026003',
      planCode: 'PL2026003',
      projectName: '培训中心讲师研修计划',
      companyCode: 'C001',
      startDate: daysAgo(100),
      endDate: daysAhead(80, 18),
      checkHrs: 40,
      examCode: '',
      frontExamCode: '',
      memberIds: members('C001'),
    },
    // narrower projects of the same company, so the company admin's chart compares several; their
    // members are generated staff only (ids u-c002-nnn): the mock accounts' summary stays the
    // yearly project.
    {
      projectCode: 'PJ2026004',
      planCode: 'PL2026004',
      projectName: '华东机械特种设备操作专项培训',
      companyCode: 'C002',
      startDate: daysAgo(40),
      endDate: daysAhead(20, 18),
      checkHrs: 8,
      examCode: '',
      frontExamCode: '',
      memberIds: members('C002').filter((id, i) => i % 2 === 0 && /^u-c\d{3}-/.test(id)),
    },
    {
      projectCode: 'PJ2026005',
      planCode: 'PL2026005',
      projectName: '华东机械新员工三级安全教育',
      companyCode: 'C002',
      startDate: daysAgo(25),
      endDate: daysAhead(5, 18),
      checkHrs: 4,
      examCode: '',
      frontExamCode: '',
      memberIds: members('C002').filter((id, i) => i % 3 === 1 && /^u-c\d{3}-/.test(id)),
    },
  ]
}

/** A few uploaded travel records (purpose of these calls is not documented). */
export function seedTravel(users: MockUser[]): MockTravel[] {
  return users
    .filter((u) => u.companyCode === 'C002')
    .slice(0, 12)
    .map((u, i) => ({
      id: i + 1,
      userId: u.userId,
      fileName: `行程卡-${u.chnName}.png`,
      fileUrl: '/mock/covers/avatar.svg',
      uploadTime: daysAgo(i + 1, 8, 30),
    }))
}
