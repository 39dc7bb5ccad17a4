/** A user row of the mock db: login fields, the session info GetUserInfo returns and the list/edit fields. */
export interface MockUser {
  userId: string
  accountCode: string
  password: string
  chnName: string
  mobile: string
  idCard: string
  sysRoles: number
  roleNameList: string[]
  comPanyName: string
  companyCode: string
  orgName: string
  postName: string
  headImage: string
  status: 0 | 1
  orgCode: string
  postCode: string
  partTimePostCode: string
  /** codes of the roles held (SaveUserRole) */
  roleCode: string[]
  /** 0 male, 1 female */
  sex: 0 | 1
  qq: string
  weChat: string
  email: string
  jobNum: string
  ssNo: string
  ssAddr: string
  ssState: string
  /** '1900-01-01 00:00:00' = none */
  validDate: string
  createTime: string
}

export const NO_DATE = '1900-01-01 00:00:00'

const base = {
  idCard: '',
  headImage: '',
  status: 1 as const,
  partTimePostCode: '',
  qq: '',
  weChat: '',
  ssNo: '',
  ssAddr: '',
  ssState: '',
  validDate: NO_DATE,
  createTime: '2025-03-01 09:00:00',
}

/** The documented mock accounts (mocks/README.md): the first five rows. Keep them as they are. */
export function seedAccounts(): MockUser[] {
  return [
    {
      ...base,
      userId: 'u-admin',
      accountCode: 'admin',
      password: 'Admin@123',
      chnName: '王建国',
      mobile: '13900000001',
      sysRoles: 1,
      roleNameList: ['平台管理员', 'admin'],
      comPanyName: '工伤预防培训中心',
      companyCode: 'C001',
      orgName: '平台运营部',
      postName: '平台管理员',
      idCard: '110101198001010011',
      orgCode: 'C001-01',
      postCode: 'C001-P01',
      roleCode: ['R01', 'R07'],
      sex: 0,
      email: 'admin@example.com',
      jobNum: 'GS0001',
      validDate: '2027-12-31 23:59:59',
    },
    {
      ...base,
      userId: 'u-company',
      accountCode: 'company',
      password: 'Company@123',
      chnName: '李晓梅',
      mobile: '13900000002',
      sysRoles: 3,
      roleNameList: ['企业管理员'],
      comPanyName: '华东机械制造有限公司',
      companyCode: 'C002',
      orgName: '安全环保部',
      postName: '安全主管',
      idCard: '310101198502020022',
      orgCode: 'C002-01',
      postCode: 'C002-P01',
      roleCode: ['R03'],
      sex: 1,
      email: 'lixm@example.com',
      jobNum: 'HD0001',
    },
    {
      ...base,
      userId: 'u-learner',
      accountCode: 'learner',
      password: 'Learner@123',
      chnName: '张伟',
      mobile: '13800138000',
      sysRoles: 4,
      roleNameList: ['学员'],
      comPanyName: '华东机械制造有限公司',
      companyCode: 'C002',
      orgName: '一车间',
      postName: '数控操作工',
      idCard: '320101199003030033',
      orgCode: 'C002-0201',
      postCode: 'C002-P04',
      roleCode: ['R04'],
      sex: 0,
      qq: '10086001',
      weChat: 'zhangwei_sz',
      email: 'zhangwei@example.com',
      jobNum: 'HD0102',
    },
    {
      ...base,
      userId: 'u-twin-a',
      accountCode: 'twin',
      password: 'Twin@1234',
      chnName: '赵敏',
      mobile: '13900000004',
      sysRoles: 4,
      roleNameList: ['学员'],
      comPanyName: '华东机械制造有限公司',
      companyCode: 'C002',
      orgName: '二车间',
      postName: '焊工',
      idCard: '320101199104040044',
      orgCode: 'C002-0202',
      postCode: 'C002-P06',
      roleCode: ['R04'],
      sex: 1,
      email: 'zhaomin@example.com',
      jobNum: 'HD0233',
    },
    {
      ...base,
      userId: 'u-twin-b',
      accountCode: 'twin',
      password: 'Twin@1234',
      chnName: '赵敏',
      mobile: '13900000004',
      sysRoles: 3,
      roleNameList: ['企业管理员'],
      comPanyName: '南方建设工程有限公司',
      companyCode: 'C003',
      orgName: '质量安全部',
      postName: '安全员',
      idCard: '320101199104040044',
      orgCode: 'C003-01',
      postCode: 'C003-P01',
      roleCode: ['R03'],
      sex: 1,
      email: 'zhaomin@example.com',
      jobNum: 'NF0007',
    },
  ]
}

type Required = Pick<
  MockUser,
  'userId' | 'accountCode' | 'password' | 'chnName' | 'mobile' | 'companyCode' | 'comPanyName'
>

/** A new user row (register, add, import) with the defaults of a new company user: sex 0, status 1, learner. */
export function makeUser(fields: Required & Partial<MockUser>, createTime: string): MockUser {
  return {
    ...base,
    idCard: '',
    sysRoles: 4,
    roleNameList: ['学员'],
    roleCode: ['R04'],
    orgName: '',
    postName: '',
    orgCode: '',
    postCode: '',
    sex: 0,
    email: '',
    jobNum: '',
    ...fields,
    createTime,
  }
}
