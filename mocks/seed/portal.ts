import type {
  MockLecturer,
  MockLink,
  MockModelInfo,
  MockNews,
  MockNotice,
  MockRegulation,
} from '../model'
import { daysAgo } from './prng'

type LinkRow = [name: string, url: string, banner?: string]

const linkGroups: LinkRow[][] = [
  // 0 banner
  [
    ['工伤预防 从我做起', '/newslist?typeId=1', '/mock/banners/banner-1.svg'],
    ['职业技能提升行动', 'https://www.mohrss.gov.cn/', '/mock/banners/banner-2.svg'],
    ['安全生产法规宣贯', '/newslist?typeId=2', '/mock/banners/banner-3.svg'],
    ['新员工岗前安全第一课', '#', '/mock/banners/banner-4.svg'],
  ],
  // 1 top navigation
  [
    ['首页', '/home'],
    ['第一课堂', ''],
    ['培训课程', 'https://example.com/courses'],
    ['新闻动态', '/newslist?typeId=1'],
    ['政策法规', '/newslist?typeId=2'],
    // no about page exists: the partner page (the units behind the platform) is the nearest
    ['关于我们', '/company'],
  ],
  // 2 middle navigation
  [
    ['在线学习', 'https://example.com/study'],
    ['在线考试', 'https://example.com/exam'],
    ['证书查询', '#'],
    ['学时查询', ''],
    ['工伤认定指南', 'https://example.com/guide'],
  ],
  // 3 job skill
  [
    ['电工作业', 'https://example.com/skill/electric'],
    ['焊接与热切割作业', 'https://example.com/skill/welding'],
    ['高处作业', 'https://example.com/skill/height'],
    ['制冷与空调作业', 'https://example.com/skill/cooling'],
    ['叉车司机', 'https://example.com/skill/forklift'],
    ['起重机司机', 'https://example.com/skill/crane'],
  ],
  // 4 club
  [
    ['安全读书会', 'https://example.com/club/reading'],
    ['应急救援志愿队', 'https://example.com/club/rescue'],
    ['工匠俱乐部', 'https://example.com/club/craftsman'],
  ],
  // 5 project
  [
    ['2026 工伤预防能力提升培训项目', 'https://example.com/project/2026'],
    ['新员工岗前安全培训', 'https://example.com/project/onboarding'],
    ['职业技能提升行动', 'https://example.com/project/skills'],
  ],
  // 6 partners
  [
    ['人力资源和社会保障局', 'https://www.mohrss.gov.cn/', '/mock/banners/partner-1.svg'],
    ['应急管理局', 'https://www.mem.gov.cn/', '/mock/banners/partner-2.svg'],
    ['总工会', 'https://www.acftu.org/', '/mock/banners/partner-3.svg'],
    ['安全生产协会', '#', '/mock/banners/partner-4.svg'],
  ],
]

/** Links of every linkType 0-6 (banner, top/middle navigation, job skill, club, project, partners). */
export function seedLinks(): MockLink[] {
  let id = 0
  return linkGroups.flatMap((group, linkType) =>
    group.map(([name, url, banner], i) => ({
      id: ++id,
      linkType,
      pcLinkName: name,
      pcLinkUrl: url,
      linkName: name,
      sortOrder: i + 1,
      ...(banner ? { pcBanner: banner } : {}),
    })),
  )
}

const html = (title: string, paragraphs: string[]) =>
  `<h3>${title}</h3>` +
  paragraphs.map((p) => `<p>${p}</p>`).join('') +
  '<p style="text-align:right">工伤预防培训中心</p>'

const noticeSpecs: [type: number, title: string, second: string][] = [
  [4, '关于开展2026年度工伤预防能力提升培训的通知', '各参训企业请于11月底前完成报名'],
  [4, '关于组织开展安全生产月知识竞赛的通知', '线上答题，全员参与'],
  [4, '平台系统升级维护公告', '11月8日 22:00-24:00 暂停服务'],
  [4, '关于公布第三季度优秀学员名单的公告', '表彰先进，树立榜样'],
  [4, '关于规范培训学时认定的通知', '学时以视频完整观看为准'],
  [4, '关于调整客服热线服务时间的公告', '服务时间 08:30-16:30'],
  [4, '关于新员工岗前安全培训考核安排的通知', '考核不合格者不得上岗'],
  [5, '人社部发布工伤预防五年行动计划', '政策解读'],
  [5, '工伤预防费使用管理暂行办法解读', '政策解读'],
  [5, '关于做好高温天气劳动保护工作的通知', '防暑降温'],
  [5, '企业安全生产费用提取和使用管理办法', '政策汇编'],
  [5, '重点行业领域工伤预防工作指引', '指引'],
  [5, '职业病危害项目申报办法', '政策汇编'],
  [1, '您的学习计划已生成', '系统通知'],
  [1, '考试安排变更提醒', '系统通知'],
  [2, '《机械伤害事故预防》课程已上线', '培训通知'],
  [2, '第四季度线下实操培训报名开始', '培训通知'],
  [4, '（草稿）年度培训总结报告征集', '未发布'],
]

/** Notices of the list categories 1, 2, 4 and 5; internal (1) with HTML bodies or external (2). */
export function seedNotices(): MockNotice[] {
  return noticeSpecs.map(([type, noticeTitle, noticeSecondTitle], i) => {
    const id = i + 1
    const external = i % 5 === 3
    const draft = noticeTitle.startsWith('（草稿）')
    const attachments =
      i % 3 === 0
        ? [
            {
              uid: id * 10 + 1,
              enclosureName: '通知附件.pdf',
              enclosurloadUrl: '/mock/files/notice-attachment.pdf',
            },
            ...(i % 2 === 0
              ? [
                  {
                    uid: id * 10 + 2,
                    enclosureName: '报名表.xls',
                    enclosurloadUrl: '/mock/files/user-import-template.xls',
                  },
                ]
              : []),
          ]
        : []
    return {
      id,
      noticeSysCode: `NT2026${String(id).padStart(4, '0')}`,
      type,
      noticeTitle,
      noticeSecondTitle,
      noticeValue: html(noticeTitle, [
        '各有关单位：',
        `为深入贯彻落实工伤预防工作要求，现就“${noticeTitle}”有关事项通知如下。`,
        '一、请各单位高度重视，明确专人负责，认真组织实施。',
        '二、参训人员应按时完成线上学习，学习记录将作为学时认定依据。',
        '三、如有疑问，请在工作时间（08:30-16:30）联系平台客服。',
      ]),
      noticeType: external ? 2 : 1,
      noticeUrl: external ? 'https://www.mohrss.gov.cn/' : '',
      status: draft ? 1 : 2,
      releaseTime: draft ? '1900-01-01 00:00:00' : daysAgo(i * 3 + 1, 9, 30),
      releaseName: draft ? '' : i % 2 === 0 ? '平台运营部' : '培训教研部',
      attachments,
      // the first three also run in the dashboard carousels
      ...(i < 3
        ? {
            pcBanner: `/mock/banners/banner-${i + 1}.svg`,
            pcCoverUrlPath: `/mock/covers/d0${i + 1}.svg`,
          }
        : {}),
    }
  })
}

const newsTitles: Record<number, string[]> = {
  1: [
    '华东机械开展全员安全生产培训',
    '南方建设举办高处作业应急演练',
    '工伤预防宣传进企业活动启动',
    '平台累计培训学员突破十万人次',
    '优秀安全班组经验交流会召开',
    '安全生产月系列活动圆满结束',
    '职业健康体检服务走进工地',
    '新员工岗前安全第一课开讲',
    '工伤预防微视频大赛获奖名单揭晓',
    '企业安全文化建设现场观摩会举行',
    '冬季安全生产专项检查启动',
    '工伤预防线上课程全新改版',
  ],
  2: [
    '工伤保险条例（2010年修订）',
    '中华人民共和国安全生产法（2021年修正）',
    '工伤预防费使用管理暂行办法',
    '生产经营单位安全培训规定',
    '工伤认定办法',
    '职业病分类和目录',
    '用人单位职业健康监护监督管理办法',
    '特种作业人员安全技术培训考核管理规定',
    '建设工程安全生产管理条例',
    '企业职工伤亡事故分类标准',
    '关于加强工伤预防工作的指导意见',
    '安全生产培训管理办法',
  ],
}

/** News (typeid 1) and policies (typeid 2): internal HTML (releaseType 0) or external links (1). */
export function seedNews(): MockNews[] {
  let id = 0
  return [1, 2].flatMap((typeid) =>
    newsTitles[typeid].map((fullHead, i) => {
      id += 1
      const external = i % 4 === 2
      return {
        id,
        typeid,
        fullHead,
        releaseType: external ? 1 : 0,
        linkURL: external ? 'https://www.gov.cn/' : '',
        newsContent: external
          ? ''
          : html(fullHead, [
              `${fullHead}。本次活动围绕工伤预防、安全生产和职业健康展开，参与人员覆盖一线岗位员工与管理人员。`,
              '活动采用线上学习与线下实操相结合的方式，重点讲解典型事故案例、岗位风险辨识与应急处置要点。',
              '<strong>下一步</strong>，平台将持续更新课程资源，欢迎各单位组织学员参加。',
            ]),
        category: typeid === 1 ? '新闻动态' : '政策法规',
        releaseTime: daysAgo(i * 6 + typeid, 10),
        coverURL: `/mock/covers/d0${(i % 6) + 1}.svg`,
        attachFiles:
          !external && i % 3 === 0
            ? [{ url: '/mock/files/news-attachment.pdf', name: `${fullHead}（附件）.pdf` }]
            : [],
        authorName: typeid === 1 ? '平台运营部' : '政策法规室',
        viewCnt: 100 + i * 37,
      }
    }),
  )
}

/** Rules and regulations files (Getguizhangzhidu). */
export function seedRegulations(): MockRegulation[] {
  return [
    ['安全生产管理制度.pdf', '/mock/files/regulation-safety.pdf', 'pdf'],
    ['员工安全教育培训制度.pdf', '/mock/files/regulation-training.pdf', 'pdf'],
    ['生产安全事故应急预案.pdf', '/mock/files/regulation-emergency.pdf', 'pdf'],
    ['员工信息导入模板.xls', '/mock/files/user-import-template.xls', 'xls'],
  ].map(([enclosureName, enclosurloadUrl, fileType], i) => ({
    nId: i + 1,
    enclosureName,
    enclosurloadUrl,
    fileType,
    releaseTime: daysAgo(40 + i * 20),
  }))
}

/** Dashboard model tiles (Fp_modelinfo). */
export function seedModelInfo(): MockModelInfo[] {
  return [
    ['安全知识学习', '系统学习安全生产法规与岗位安全知识', '/mock/covers/d01.svg', '/study/index'],
    ['在线考试', '参加岗前与年度考试，成绩自动归档', '/mock/covers/d02.svg', '/exam/index'],
    ['技能实训', '机械、电气、施工等岗位技能实训课程', '/mock/covers/d03.svg', '/study/index'],
    ['应急演练', '心肺复苏、火灾逃生等应急技能', '/mock/covers/d06.svg', '/study/index'],
  ].map(([name, introduce, cover, url], i) => ({
    id: i + 1,
    name,
    introduce,
    cover,
    url,
    sort: i + 1,
  }))
}

/** Lecturers of the open API. */
export function seedLecturers(): MockLecturer[] {
  return [
    ['周明华', '高级工程师', '工伤预防培训中心', ['机械伤害事故预防', '设备检修上锁挂牌']],
    ['孙立平', '注册安全工程师', '华东机械制造有限公司', ['新《安全生产法》要点解读']],
    ['刘海燕', '主任医师', '市职业病防治院', ['职业病危害因素识别', '噪声危害与听力保护']],
    ['陈国栋', '高级讲师', '南方建设工程有限公司', ['高处作业安全防护', '脚手架搭设与验收']],
    ['吴晓晨', '应急救援培训师', '市红十字会', ['心肺复苏与AED使用', '创伤止血包扎']],
    ['郑志远', '副教授', '安全工程学院', ['安全文化建设实务']],
  ].map(([name, title, unit, courses], i) => ({
    id: i + 1,
    name: name as string,
    title: title as string,
    unit: unit as string,
    introduce: `${name}，${title}，长期从事安全生产与工伤预防培训工作，授课生动，案例丰富。`,
    headImg: '/mock/covers/avatar.svg',
    courses: courses as string[],
  }))
}
