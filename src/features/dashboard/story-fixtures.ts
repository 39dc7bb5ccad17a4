import { http, HttpResponse } from 'msw'
import dayjs from '../../lib/dayjs'

// Answers of every dashboard call for the stories: Storybook has no login token, so the calls
// are answered here rather than by the stateful mock (the stories add its handlers after these).

const api = (path: string) => `*/Api/${path}`
const envelope = (data: unknown) =>
  HttpResponse.json({ success: true, errorCode: 0, msg: '', data, total: 0 })

export const calls = {
  ranking: api('Train_Manage/Train_Res/GetRankingList'),
  monthLog: api('Train_Manage/Train_Res/LearningMonthLog'),
  study: api('Train_Manage/Train_Res/GetStatisticsUserStudyData'),
  userCount: api('User/user_user/GetUserCount'),
  notices: api('SysConfig/sys_notice/GetIndexPageListNotice'),
  banners: api('SysConfig/sys_notice/GetIndexPageImageNotice'),
  covers: api('SysConfig/sys_notice/GetHomePageImageNotice'),
  messages: api('SysConfig/sys_message/GetMessagePage'),
  models: api('Fp_Manage/Fp_modelinfo/GetShowModelInfoDataList'),
  statistics: api('Project_Manage/project_project/GetStatisticDataList'),
  summary: api('Project_Manage/project_project/GetFPMyStudyData'),
  join: api('Project_Manage/project_project/JoinProject'),
}

const imageNotices = [1, 2, 3].map((i) => ({
  id: i,
  noticeSysCode: `NT202600${i}`,
  noticeTitle: ['工伤预防 从我做起', '职业技能提升行动', '安全生产法规宣贯'][i - 1],
  noticeType: i === 2 ? 2 : 1,
  noticeUrl: i === 2 ? 'https://www.mohrss.gov.cn/' : '',
  pcBanner: `/mock/banners/banner-${i}.svg`,
  pcCoverUrlPath: `/mock/covers/d0${i}.svg`,
}))

/** A month of study around today, as LearningMonthLog answers it. */
function monthLog(month: string) {
  const start = dayjs(`${month}-01`)
  return Array.from({ length: start.daysInMonth() }, (_, i) => start.add(i, 'day'))
    .filter((d, i) => i % 3 !== 1 && !d.isAfter(dayjs(), 'day'))
    .map((d, i) => ({ date: d.format('YYYY-MM-DD'), minute: 15 + ((i * 37) % 90) }))
}

export const summary = {
  isshowFlag: 1,
  roleTypeId: 4,
  projectName: '华东机械2026年度工伤预防培训',
  projectCode: 'PJ2026001',
  planCode: 'PL2026001',
  isJoin: 1,
  leftDays: 45,
  checkHrs: 24,
  getHrs: 15.5,
  reachState: 0,
  reachProgress: 64.6,
  todayProgress: 50,
  pusrCount: 36,
  donestudyusrCount: 9,
  isExamSet: 1,
  examCode: 'EX2026002',
  isDoneExam: 0,
  examScore: 0,
  isFrontExamSet: 1,
  frontExamCode: 'EX2026001',
  isDoneFrontExam: 1,
  frontExamScore: 92,
}

/** The dashboard's answers, each story adds the stateful mock's handlers after them. */
export const dashboardAnswers = [
  http.post(calls.ranking, () =>
    envelope(
      ['张伟', '李娜', '王芳', '刘洋', '陈静'].map((chnName, i) => ({
        chnName,
        orgName: ['一车间', '安全科', '二车间', '设备科', '质检部'][i],
        headImg: i === 1 ? '' : '/mock/covers/avatar.svg',
        studyHoursStr: String(48.5 - i * 6),
      })),
    ),
  ),
  http.post(calls.monthLog, async ({ request }) => {
    const { month } = (await request.json()) as { month: string }
    return envelope(monthLog(month))
  }),
  http.post(calls.study, () =>
    envelope({ resCnt: 64, resTotalHours: 86.5, studyHours: 31.2, studyResCnt: 12 }),
  ),
  http.post(calls.userCount, () => envelope({ item1: 318, item2: 287 })),
  http.post(calls.notices, () =>
    envelope(
      [
        '关于开展2026年度工伤预防能力提升培训的通知',
        '关于组织开展安全生产月知识竞赛的通知',
        '平台系统升级维护公告',
        '关于规范培训学时认定的通知',
      ].map((noticeTitle, i) => ({
        noticeTitle,
        noticeSysCode: `NT20260${i + 1}`,
        noticeType: 1,
        releaseTime: dayjs()
          .subtract(i * 3 + 1, 'day')
          .format('YYYY-MM-DD 09:30:00'),
      })),
    ),
  ),
  http.post(calls.banners, () => envelope(imageNotices)),
  http.post(calls.covers, () => envelope(imageNotices)),
  http.post(calls.messages, () =>
    envelope({
      models: ['考试提醒', '学习提醒', '新课程上线', '通知公告', '成绩发布'].map((title, i) => ({
        id: i + 1,
        title,
        isRead: i < 2 ? 0 : 1,
        createTime: dayjs()
          .subtract(i * 7, 'hour')
          .format('YYYY-MM-DD HH:mm:ss'),
      })),
      totalCount: 5,
    }),
  ),
  http.post(calls.models, () =>
    envelope(
      [
        ['安全知识学习', '系统学习安全生产法规与岗位安全知识', '/study/index'],
        ['在线考试', '参加岗前与年度考试，成绩自动归档', '/exam/index'],
        ['技能实训', '机械、电气、施工等岗位技能实训课程', 'https://www.example.org/'],
      ].map(([name, introduce, url], i) => ({
        id: i + 1,
        name,
        introduce,
        url,
        cover: `/mock/covers/d0${i + 1}.svg`,
      })),
    ),
  ),
  http.post(calls.statistics, () =>
    envelope([
      { itemName: '华东机械2026年度工伤预防培训', itemCount1: 28, itemCount2: 9, itemPercent1: 25 },
      { itemName: '南方建设高处作业专项培训', itemCount1: 19, itemCount2: 11, itemPercent1: 57.9 },
      { itemName: '培训中心讲师研修计划', itemCount1: 6, itemCount2: 5, itemPercent1: 83.3 },
    ]),
  ),
  http.post(calls.summary, () => envelope(summary)),
  http.post(calls.join, () => envelope(null)),
]

/** `path` answers with `data` (an empty list, say), the rest as usual. */
export const answering = (path: string, data: unknown) => [
  http.post(path, () => envelope(data)),
  ...dashboardAnswers,
]

/** `path` fails with a server message, the rest as usual. */
export const failing = (path: string) => [
  http.post(path, () => HttpResponse.json({ success: false, errorCode: 0, msg: '服务暂时不可用' })),
  ...dashboardAnswers,
]
