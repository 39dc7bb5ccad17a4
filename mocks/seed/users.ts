import type { MockCompany, MockOrg, MockOrgPost, MockPost } from '../model'
import { NO_DATE, type MockUser } from './accounts'
import { createRng, daysAgo } from './prng'

const surnames =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'
const male = [
  '伟',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '杰',
  '涛',
  '明',
  '超',
  '斌',
  '鹏',
  '浩',
  '宇',
  '俊',
  '峰',
  '建华',
  '志强',
  '国庆',
  '海波',
  '文博',
  '子豪',
  '晓东',
  '立新',
  '永刚',
  '德胜',
  '春雷',
  '振宇',
  '家豪',
  '一鸣',
]
const female = [
  '芳',
  '娜',
  '敏',
  '静',
  '丽',
  '艳',
  '娟',
  '霞',
  '婷',
  '雪',
  '琳',
  '颖',
  '欣怡',
  '雨涵',
  '晓燕',
  '秀英',
  '桂兰',
  '丽华',
  '思琪',
  '梦瑶',
  '佳慧',
  '海燕',
  '玉梅',
  '春燕',
  '美玲',
]
const areaCodes = [
  '110101',
  '310104',
  '320102',
  '320583',
  '330106',
  '340104',
  '360102',
  '370102',
  '410105',
  '420106',
  '430104',
  '440106',
  '440304',
  '450103',
  '510107',
  '610113',
]
const mobilePrefixes = [
  '133',
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '152',
  '157',
  '158',
  '159',
  '177',
  '180',
  '181',
  '186',
  '187',
  '188',
  '189',
  '199',
]
const provinces = [
  '江苏省苏州市',
  '上海市',
  '广东省广州市',
  '浙江省杭州市',
  '安徽省合肥市',
  '江西省南昌市',
]

/** How many generated users each company gets and the prefix of their accounts. */
const perCompany: Record<string, { count: number; prefix: string }> = {
  C001: { count: 30, prefix: 'gs' },
  C002: { count: 90, prefix: 'hd' },
  C003: { count: 80, prefix: 'nf' },
}

/** Role mix of generated users: mostly learners, a few administrators and lecturers. */
function roleFor(
  rng: ReturnType<typeof createRng>,
  companyCode: string,
): { sysRoles: number; roleCode: string; roleName: string } {
  const roll = rng.next()
  if (companyCode === 'C001') {
    if (roll < 0.1) return { sysRoles: 2, roleCode: 'R02', roleName: '运营管理员' }
    if (roll < 0.3) return { sysRoles: 5, roleCode: 'R05', roleName: '讲师' }
  }
  if (roll < 0.05) return { sysRoles: 3, roleCode: 'R03', roleName: '企业管理员' }
  if (roll < 0.08) return { sysRoles: 6, roleCode: 'R06', roleName: '项目管理员' }
  return { sysRoles: 4, roleCode: 'R04', roleName: '学员' }
}

/** 200 users spread over the companies' departments and posts (deterministic). */
export function seedUsers(
  companies: MockCompany[],
  orgs: MockOrg[],
  posts: MockPost[],
  orgPosts: MockOrgPost[],
): MockUser[] {
  const rng = createRng(20261101)
  const users: MockUser[] = []
  const usedMobiles = new Set<string>(['13800138000'])
  for (const company of companies) {
    const { count, prefix } = perCompany[company.companyCode]
    const companyOrgs = orgs.filter((o) => o.companyCode === company.companyCode)
    const staffedOrgs = companyOrgs.filter((o) => orgPosts.some((op) => op.orgId === o.id))
    for (let i = 1; i <= count; i += 1) {
      const sex: 0 | 1 = rng.chance(0.62) ? 0 : 1
      const chnName = rng.pick([...surnames]) + rng.pick(sex === 0 ? male : female)
      let mobile: string
      do mobile = rng.pick(mobilePrefixes) + rng.digits(8)
      while (usedMobiles.has(mobile))
      usedMobiles.add(mobile)
      const year = rng.int(1968, 2003)
      const idCard = `${rng.pick(areaCodes)}${year}****${rng.digits(3)}${rng.chance(0.1) ? 'X' : rng.int(0, 9)}`
      const org = rng.pick(staffedOrgs)
      const orgPostCodes = orgPosts.filter((op) => op.orgId === org.id).map((op) => op.postCode)
      const postCode = rng.pick(orgPostCodes)
      const post = posts.find((p) => p.postCode === postCode)!
      const role = roleFor(rng, company.companyCode)
      const seq = String(i).padStart(4, '0')
      users.push({
        userId: `u-${company.companyCode.toLowerCase()}-${seq}`,
        accountCode: `${prefix}${seq}`,
        password: 'Yd@123456',
        chnName,
        mobile,
        idCard,
        sysRoles: role.sysRoles,
        roleNameList: [role.roleName],
        roleCode: [role.roleCode],
        comPanyName: company.companyName,
        companyCode: company.companyCode,
        orgName: org.orgName,
        orgCode: org.orgCode,
        postName: post.postName,
        postCode: post.postCode,
        partTimePostCode: '',
        headImage: '',
        status: rng.chance(0.86) ? 1 : 0,
        sex,
        qq: rng.chance(0.4) ? String(rng.int(10000000, 999999999)) : '',
        weChat: rng.chance(0.3) ? `wx_${prefix}${seq}` : '',
        email: rng.chance(0.5) ? `${prefix}${seq}@example.com` : '',
        jobNum: `${prefix.toUpperCase()}${String(1000 + i)}`,
        ssNo: rng.chance(0.6) ? `SS${rng.digits(10)}` : '',
        ssAddr: rng.chance(0.6) ? rng.pick(provinces) : '',
        ssState: rng.chance(0.6) ? '正常参保' : '',
        validDate: NO_DATE,
        createTime: daysAgo(rng.int(30, 600), rng.int(8, 18), rng.int(0, 59)),
      })
    }
  }
  return users
}
