import type { MockCompany, MockOrg, MockOrgPost, MockPost } from '../model'

/** [name, children] — three levels per company. */
type OrgSpec = [string, OrgSpec[]?]

interface CompanySpec {
  company: MockCompany
  tree: OrgSpec[]
  /** [postName, importance, org names it is attached to] */
  posts: [string, number, string[]][]
}

const specs: CompanySpec[] = [
  {
    company: {
      companySysCode: 'cs-0001-gspx',
      companyCode: 'C001',
      companyName: '工伤预防培训中心',
      contact: '王建国',
      phone: '021-62345678',
      address: '上海市徐汇区漕溪北路 88 号',
    },
    tree: [
      [
        '平台运营部',
        [
          ['课程运营组', [['内容审核小组'], ['直播运营小组']]],
          ['用户服务组', [['客服热线小组']]],
        ],
      ],
      [
        '培训教研部',
        [
          ['安全教研室', [['机械安全课题组']]],
          ['职业健康教研室', [['职业病防治课题组']]],
        ],
      ],
      ['综合管理部', [['人事行政组', [['档案管理小组']]], ['财务组']]],
    ],
    posts: [
      ['平台管理员', 1, ['平台运营部']],
      ['运营专员', 2, ['课程运营组', '直播运营小组']],
      ['课程审核员', 2, ['内容审核小组']],
      ['培训讲师', 1, ['安全教研室', '职业健康教研室', '机械安全课题组', '职业病防治课题组']],
      ['客服专员', 3, ['用户服务组', '客服热线小组']],
      ['行政专员', 3, ['人事行政组', '档案管理小组', '财务组']],
    ],
  },
  {
    company: {
      companySysCode: 'cs-0002-hdjx',
      companyCode: 'C002',
      companyName: '华东机械制造有限公司',
      contact: '李晓梅',
      phone: '0512-65871234',
      address: '江苏省苏州市工业园区星湖街 218 号',
    },
    tree: [
      ['安全环保部', [['安全管理科', [['隐患排查组']]], ['环保科']]],
      [
        '生产制造部',
        [
          ['一车间', [['数控班'], ['装配班']]],
          ['二车间', [['焊接班'], ['涂装班']]],
          ['三车间', [['冲压班']]],
        ],
      ],
      ['设备动力部', [['设备维修科', [['电气班'], ['机修班']]]]],
      ['人力资源部', [['培训科']]],
    ],
    posts: [
      ['安全主管', 1, ['安全环保部', '安全管理科']],
      ['安全员', 2, ['安全管理科', '隐患排查组', '环保科']],
      ['车间主任', 1, ['一车间', '二车间', '三车间']],
      ['数控操作工', 3, ['一车间', '数控班']],
      ['装配工', 3, ['装配班']],
      ['焊工', 2, ['二车间', '焊接班']],
      ['涂装工', 3, ['涂装班']],
      ['冲压工', 3, ['三车间', '冲压班']],
      ['电工', 2, ['设备维修科', '电气班']],
      ['机修工', 3, ['机修班']],
      ['培训专员', 3, ['人力资源部', '培训科']],
    ],
  },
  {
    company: {
      companySysCode: 'cs-0003-nfjs',
      companyCode: 'C003',
      companyName: '南方建设工程有限公司',
      contact: '陈志强',
      phone: '020-38765432',
      address: '广东省广州市天河区黄埔大道西 100 号',
    },
    tree: [
      [
        '质量安全部',
        [
          ['安全监督科', [['现场巡查组']]],
          ['质量检测科', [['材料检测组']]],
        ],
      ],
      [
        '工程管理部',
        [
          ['第一项目部', [['土建施工队'], ['钢筋班组']]],
          ['第二项目部', [['机电安装队']]],
        ],
      ],
      ['物资设备部', [['机械设备科', [['塔吊班组']]]]],
      ['综合办公室', [['行政科']]],
    ],
    posts: [
      ['安全员', 2, ['质量安全部', '安全监督科', '现场巡查组']],
      ['项目经理', 1, ['第一项目部', '第二项目部']],
      ['施工员', 2, ['土建施工队', '机电安装队']],
      ['钢筋工', 3, ['钢筋班组']],
      ['塔吊司机', 2, ['塔吊班组', '机械设备科']],
      ['质检员', 2, ['质量检测科', '材料检测组']],
      ['材料员', 3, ['物资设备部']],
      ['电工', 2, ['机电安装队']],
      ['行政专员', 3, ['综合办公室', '行政科']],
    ],
  },
]

export interface CompanySeed {
  companies: MockCompany[]
  orgs: MockOrg[]
  posts: MockPost[]
  orgPosts: MockOrgPost[]
}

/** Companies with their three-level organisation trees and posts (codes are stable). */
export function seedCompanies(): CompanySeed {
  const companies: MockCompany[] = []
  const orgs: MockOrg[] = []
  const posts: MockPost[] = []
  const orgPosts: MockOrgPost[] = []
  let orgId = 100
  let postId = 1
  for (const spec of specs) {
    const { companyCode } = spec.company
    companies.push({ ...spec.company })
    const walk = (nodes: OrgSpec[], pId: number, prefix: string) => {
      nodes.forEach(([orgName, children], index) => {
        const code = `${prefix}${String(index + 1).padStart(2, '0')}`
        orgId += 1
        const id = orgId
        orgs.push({
          id,
          pId,
          orgName,
          orgCode: `${companyCode}-${code}`,
          order: index + 1,
          companyCode,
        })
        if (children) walk(children, id, code)
      })
    }
    walk(spec.tree, 0, '')
    spec.posts.forEach(([postName, importance, orgNames], index) => {
      const postCode = `${companyCode}-P${String(index + 1).padStart(2, '0')}`
      posts.push({ id: postId++, postCode, postName, importance, companyCode })
      for (const name of orgNames) {
        const org = orgs.find((o) => o.companyCode === companyCode && o.orgName === name)
        if (org) orgPosts.push({ id: orgPosts.length + 1, orgId: org.id, postCode })
      }
    })
  }
  return { companies, orgs, posts, orgPosts }
}
