import type { PlayItem } from '../../src/api/train-res'
import type { MockAudit, MockRes, MockResDir } from '../model'
import { createRng, daysAgo } from './prng'

const dirs: [string, string, string[]][] = [
  [
    'D01',
    '安全生产法规',
    [
      '新《安全生产法》要点解读',
      '工伤保险条例逐条讲解',
      '企业安全生产主体责任',
      '安全生产事故报告与调查处理',
      '职业病防治法基础',
      '特种设备安全法解读',
      '生产经营单位安全培训规定',
      '安全生产违法行为处罚办法',
      '劳动防护用品配备标准',
      '安全生产标准化建设指南',
    ],
  ],
  [
    'D02',
    '工伤预防知识',
    [
      '工伤预防基础知识',
      '工伤认定与待遇申领',
      '常见工伤事故案例分析',
      '班组安全管理与工伤预防',
      '新员工三级安全教育',
      '工伤预防费使用管理',
      '高温作业防暑降温',
      '冬季安全生产注意事项',
      '心理健康与安全行为',
      '安全文化建设实务',
    ],
  ],
  [
    'D03',
    '机械安全',
    [
      '机械伤害事故预防',
      '数控机床安全操作规程',
      '冲压设备安全防护',
      '起重机械安全操作',
      '叉车安全驾驶',
      '焊接与切割作业安全',
      '砂轮机安全使用',
      '设备检修上锁挂牌',
      '电动工具安全使用',
      '机械设备安全防护装置',
    ],
  ],
  [
    'D04',
    '建筑施工安全',
    [
      '高处作业安全防护',
      '脚手架搭设与验收',
      '施工现场临时用电',
      '塔式起重机安全管理',
      '基坑工程安全技术',
      '模板支撑体系安全',
      '施工现场消防安全',
      '建筑施工安全检查标准',
      '有限空间作业安全',
      '钢筋加工安全操作',
    ],
  ],
  [
    'D05',
    '职业健康',
    [
      '职业病危害因素识别',
      '噪声危害与听力保护',
      '粉尘危害防治',
      '化学品安全使用',
      '职业健康检查解读',
      '个体防护用品正确佩戴',
      '办公室人员职业健康',
      '颈椎腰椎劳损预防',
      '辐射危害与防护',
      '女职工劳动保护',
    ],
  ],
  [
    'D06',
    '应急救援',
    [
      '心肺复苏与AED使用',
      '火灾逃生与灭火器使用',
      '触电急救',
      '创伤止血包扎',
      '中暑与急救处置',
      '化学品泄漏应急处置',
      '生产安全事故应急预案编制',
      '应急演练组织实施',
      '地震避险与自救',
      '急性中毒现场救护',
    ],
  ],
]

const teachers = ['周明华', '孙立平', '刘海燕', '陈国栋', '吴晓晨', '郑志远', '林秀珍', '黄永强']
const videos = ['/mock/media/sample-1.mp4', '/mock/media/sample-2.mp4', '/mock/media/sample-3.mp4']
const qualities = ['FD', 'LD', 'SD', 'OD'] as const
// The samples above last 4-5 s; this one lasts 40 s, so that the 30 s guest preview can be tried.
const LONG_VIDEO = '/mock/media/sample-40s.mp4'

/** The six resource directories (top level, pNo ''). */
export function seedResDirs(): MockResDir[] {
  return dirs.map(([dCode, dName], i) => ({
    id: i + 1,
    dCode,
    dName,
    pNo: '',
    sort: i + 1,
    cover: `/mock/covers/${dCode.toLowerCase()}.svg`,
  }))
}

/** Video courses play in four qualities; every tenth course is an audio lesson. */
function playListFor(index: number): { playList: PlayItem[]; attExt: string } {
  if (index % 10 === 9)
    return { playList: [{ item1: 'OD', item2: '/mock/media/sample-audio.mp3' }], attExt: '.mp3' }
  const start = index % videos.length
  const count = index % 4 === 0 ? 1 : 4
  const list = qualities
    .slice(4 - count)
    .map((q, i) => ({ item1: q, item2: videos[(start + i) % videos.length] }))
  return { playList: list, attExt: '.mp4' }
}

/** Every quality of a course on the 40 s sample. */
function longPlayList(): PlayItem[] {
  return qualities.map((q) => ({ item1: q, item2: LONG_VIDEO }))
}

export interface ResourceSeed {
  resDirs: MockResDir[]
  resources: MockRes[]
  audits: MockAudit[]
}

/** 60 courses (10 per directory) with a mixed workflow state, recommendations and an audit trail. */
export function seedResources(): ResourceSeed {
  const rng = createRng(606060)
  const resDirs = seedResDirs()
  const resources: MockRes[] = []
  const audits: MockAudit[] = []
  dirs.forEach(([dCode, dName, names], d) => {
    names.forEach((resName, i) => {
      const id = 1001 + d * 10 + i
      const index = d * 10 + i
      // Most courses are published; each directory keeps a draft, a pending and sometimes a rejected one.
      const status = i === 7 ? 1 : i === 8 ? 0 : i === 6 && d % 2 === 0 ? 3 : 2
      const created = rng.int(20, 400)
      const published = status === 2
      const teacher = rng.pick(teachers)
      resources.push({
        id,
        resName,
        introduce: `本课程由${teacher}老师主讲，围绕“${resName}”系统讲解${dName}相关要求、典型案例与实操要点，帮助学员掌握岗位安全技能。`,
        cover: `/mock/covers/${dCode.toLowerCase()}.svg`,
        viewCnt: published ? rng.int(300, 9000) : 0,
        studyCnt: published ? rng.int(50, 3000) : 0,
        sort: i + 1,
        ...playListFor(index),
        dCode,
        status,
        isPrivate: published && i === 5 && d % 3 === 0 ? 1 : 0,
        isRecommend: published && i < 3 ? 1 : 0,
        recommendCate: published && i < 3 ? i + 1 : 0,
        recommendSort: d + 1,
        duration: rng.int(15, 90),
        teacher,
        // machinery courses come from C002, construction ones from C003, the rest from the platform
        companyCode: dCode === 'D03' ? 'C002' : dCode === 'D04' ? 'C003' : 'C001',
        createUser: dCode === 'D03' ? '李晓梅' : dCode === 'D04' ? '赵敏' : '王建国',
        createTime: daysAgo(created, 10),
      })
      if (status !== 0)
        audits.push({
          id: audits.length + 1,
          resId: id,
          action: '提交审核',
          remark: '',
          operator: dCode === 'D03' ? '李晓梅' : dCode === 'D04' ? '赵敏' : '王建国',
          time: daysAgo(created - 1, 10),
        })
      if (status === 2 || status === 3) {
        const passed = status === 2
        audits.push({
          id: audits.length + 1,
          resId: id,
          action: '审核',
          result: passed ? 1 : 0,
          remark: passed ? '内容合规，同意发布' : '视频清晰度不足，请重新上传',
          operator: '周明华',
          time: daysAgo(created - 2, 15),
        })
      }
    })
  })
  // The 40 s sample plays in the first course of each directory (the first of 精选好课 on
  // /firstclassindex among them) and in the most-studied public one (first of 热门课程 on /home).
  const open = resources.filter((r) => r.status === 2 && r.isPrivate === 0 && r.attExt === '.mp4')
  const mostStudied = open.reduce((top, r) => (r.studyCnt > top.studyCnt ? r : top), open[0])
  for (const r of resources)
    if (r.attExt === '.mp4' && (r.sort === 1 || r === mostStudied)) r.playList = longPlayList()
  return { resDirs, resources, audits }
}
