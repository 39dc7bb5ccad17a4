// Test data for src/api/contract.test.ts: for every endpoint, who calls it and with which
// arguments the seeded mock backend answers it with success, as a page of the app would call it.
// The arguments are typed by each endpoint's own argument type, so a renamed field fails to compile.
import dayjs from 'dayjs'
import { onTestFinished, vi } from 'vitest'
import type { assumedApi } from './assumed'
import type { baseNewsApi } from './base-news'
import type { commonAttachApi } from './common-attach'
import type { exUserexamApi } from './ex-userexam'
import type { fpModelinfoApi } from './fp-modelinfo'
import type { projectProjectApi } from './project-project'
import type { qiniuApi } from './qiniu'
import type { sysActionApi } from './sys-action'
import type { sysMessageApi } from './sys-message'
import type { sysNoticeApi } from './sys-notice'
import type { sysRoleApi } from './sys-role'
import type { sysUserroleApi } from './sys-userrole'
import type { trainResApi } from './train-res'
import type { trainResdirApi } from './train-resdir'
import type { userCompanyApi } from './user-company'
import type { userOrgApi } from './user-org'
import type { userOrgpostApi } from './user-orgpost'
import type { userPostApi } from './user-post'
import type { userUserApi } from './user-user'
import type { ydxsOpenapiApi } from './ydxs-openapi'
import { db } from '../../mocks/db'
import { nodeFile } from '../../mocks/test-harness'

type AllEndpoints = typeof userUserApi.endpoints &
  typeof userCompanyApi.endpoints &
  typeof userOrgApi.endpoints &
  typeof userPostApi.endpoints &
  typeof userOrgpostApi.endpoints &
  typeof sysRoleApi.endpoints &
  typeof sysUserroleApi.endpoints &
  typeof sysActionApi.endpoints &
  typeof sysNoticeApi.endpoints &
  typeof sysMessageApi.endpoints &
  typeof baseNewsApi.endpoints &
  typeof commonAttachApi.endpoints &
  typeof qiniuApi.endpoints &
  typeof fpModelinfoApi.endpoints &
  typeof ydxsOpenapiApi.endpoints &
  typeof exUserexamApi.endpoints &
  typeof projectProjectApi.endpoints &
  typeof trainResApi.endpoints &
  typeof trainResdirApi.endpoints &
  typeof assumedApi.endpoints

export type EndpointKey = keyof AllEndpoints
type ArgOf<K extends EndpointKey> = AllEndpoints[K] extends {
  initiate: (arg: infer A, ...rest: never[]) => unknown
}
  ? A
  : never

export interface Sample<A> {
  /** the seeded user who calls it; null = a guest; default the platform administrator */
  as?: string | null
  /** the arguments, or a function that prepares the db and returns them */
  arg?: A | (() => A | Promise<A>)
}

export type Samples = { [K in EndpointKey]: Sample<ArgOf<K>> }

/** A login secret as LoginStep1 / GetResetpwdAcc hand them out. */
function secretFor(userId: string): string {
  db.secrets['sample-secret'] = userId
  return 'sample-secret'
}

/** An exam paper of the learner in progress. */
function openPaper(): number {
  db.papers.push({
    id: 6001,
    examCode: 'EX2026002',
    userId: 'u-learner',
    status: 20,
    startTime: dayjs().format('YYYY-MM-DD HH:mm:ss'),
    endTime: '',
    score: 0,
    isPass: 0,
    delayMarkingPapers: 0,
    answers: {},
  })
  return 6001
}

/** The OpenApi calls need a configured secret; the mock accepts it. */
function withOpenApiSecret() {
  vi.stubEnv('VITE_OPENAPI_SECRET', 'sample-secret')
  onTestFinished(() => {
    vi.unstubAllEnvs()
  })
}

const orgId = (code: string) => db.orgs.find((o) => o.orgCode === code)!.id
const upload = () => {
  db.uploads.push({ url: '/mock/uploads/1/users.xlsx', name: 'users.xlsx', size: 3 })
  return { urls: ['/mock/uploads/1/users.xlsx'] }
}
const userList = {
  Key: '',
  Status: '' as const,
  OrgCode: '',
  PostCode: '',
  RefCompanyCode: 'C002',
  pageIndex: 1,
  pageSize: 20,
  totle: 0,
}
const resList = {
  pageIndex: 1,
  pageRows: 10,
  sortField: 'sort',
  sortType: 'asc' as const,
  search: { keyword: '' },
}
const newsList = {
  search: { typeid: 1, keyword: '' },
  pageIndex: 1,
  pageRows: 10,
  sortField: 'ReleaseTime' as const,
  sortType: 'desc' as const,
}
const L = 'u-learner'
const CO = 'u-company'

export const samples: Samples = {
  // user_user: login and registration
  login: { as: null, arg: { username: 'learner', password: 'Learner@123' } },
  loginStep1: { as: null, arg: { username: 'learner', password: 'Learner@123' } },
  loginStep2: { as: null, arg: () => ({ secret: secretFor(L) }) },
  loginWithCheckNum: { as: null, arg: { username: '13800138000', password: '123456' } },
  loginWithCheckNumStep1: { as: null, arg: { username: '13800138000', password: '123456' } },
  getCheckNum: { as: null, arg: { phone: '13800138000' } },
  getUserInfo: { as: L },
  logout: { as: L },
  getUserRegisterCode: { as: null, arg: { phone: '13711112222' } },
  userRegister: {
    as: null,
    arg: {
      userName: 'newcomer',
      userIDNumber: '110101199001011234',
      userPhone: '13711112222',
      verifyCode: '123456',
    },
  },
  getResetPasswordAccounts: { as: null, arg: { resetpwdAcc: 'learner' } },
  checkResetPasswordAccount: { as: null, arg: () => ({ secret: secretFor(L) }) },
  checkResetPasswordCode: {
    as: null,
    arg: () => ({ secret: secretFor(L), verifyCode: '123456' }),
  },
  submitResetPassword: {
    as: null,
    arg: () => ({
      secret: secretFor(L),
      verifyCode: '123456',
      newPassword: 'New@pass1',
      confirmPassword: 'New@pass1',
    }),
  },
  // user_user: own profile
  getEditPasswordCheckNum: { as: L },
  editPassword: { as: L, arg: { pas1: 'New@pass1', pas2: 'New@pass1', CheckNum: '123456' } },
  getEditPhoneCheckNum: { as: L, arg: { NewPhone: '13711112222' } },
  editPhone: { as: L, arg: { NewPhone: '13711112222', CheckNum: '123456' } },
  updateUserInfoByUser: { as: L, arg: { chnName: '张伟' } },
  // user_user: administration
  editUserInfo: {
    as: CO,
    arg: { chnName: '测试员工', mobile: '13712345678', sex: 0, status: 1, jobNum: 'HD9999' },
  },
  getUserList: { arg: userList },
  exportUserList: { arg: userList },
  openAndClose: { arg: { UserId: L } },
  setPassword: { arg: { UserId: L } },
  enableDisableUsers: { arg: { ids: [L], status: 0 } },
  deleteUsers: { arg: { ids: ['u-twin-a'] } },
  setUserCompany: { arg: { Code: 'C003', UserId: L } },
  getUserCount: {},
  getWebRootUrl: {},
  readUserImport: { as: CO, arg: upload },
  checkUserImport: { as: CO, arg: upload },
  saveUserImport: { as: CO, arg: upload },
  uploadUserInfoByForm: { as: CO, arg: () => nodeFile(['xls'], 'users.xlsx') },
  getTravelPathPageList: { as: CO, arg: { pageIndex: 1, pageRows: 10 } },
  totalTravelPathPageList: { as: CO, arg: { pageIndex: 1, pageRows: 10 } },
  unSignTravelPathPageList: { as: CO, arg: { pageIndex: 1, pageRows: 10 } },
  getSysProjectNeedTravelList: { as: CO, arg: {} },
  uploadTravelPath: { as: CO, arg: () => nodeFile(['png'], 'trip.png', 'image/png') },
  // organisation, posts, companies
  getCompanyListPage: { arg: { PageIndex: 1, PageRows: 100, Search: { key: '' } } },
  getOrgTree: { as: CO, arg: { ShowTop: 1 } },
  addOrg: { as: CO, arg: { pId: -1, orgName: '招聘科', order: 1 } },
  editOrg: {
    as: CO,
    arg: () => ({ id: orgId('C002-01'), pId: 0, orgName: '安全环保处', order: 1 }),
  },
  deleteOrg: {
    as: CO,
    arg: () => {
      db.orgs.push({
        id: 999,
        pId: 0,
        orgName: '待撤销部门',
        orgCode: 'C002-99',
        order: 9,
        companyCode: 'C002',
      })
      return {
        id: 999,
        pId: 0,
        orgName: '待撤销部门',
        orgCode: 'C002-99',
        order: 9,
        label: '待撤销部门',
      }
    },
  },
  savePost: { as: CO, arg: { postName: '质量检验员', importance: 3 } },
  getPostListPage: { as: CO, arg: { KeyWord: '', OrgCode: 'C002-01', pageIndex: 1, pageRows: 20 } },
  deletePost: {
    as: CO,
    arg: () => {
      db.posts.push({
        id: 999,
        postCode: 'C002-P99',
        postName: '待撤销岗位',
        importance: 3,
        companyCode: 'C002',
      })
      return { id: 999, postCode: 'C002-P99', postName: '待撤销岗位', importance: 3 }
    },
  },
  setOrgPostBySelectOrg: {
    as: CO,
    arg: () => ({ PostCode: 'C002-P01', OrgIds: [orgId('C002-01')] }),
  },
  getOrgPostListPage: { as: CO, arg: { pageIndex: 1, pageRows: 20 } },
  removeOrgPost: {
    as: CO,
    arg: () => {
      const op = db.orgPosts.find(
        (x) => db.orgs.find((o) => o.id === x.orgId)?.companyCode === 'C002',
      )!
      const org = db.orgs.find((o) => o.id === op.orgId)!
      const post = db.posts.find((p) => p.postCode === op.postCode)!
      return {
        id: op.id,
        orgId: org.id,
        orgCode: org.orgCode,
        orgName: org.orgName,
        postCode: op.postCode,
        postName: post.postName,
        importance: post.importance,
      }
    },
  },
  // roles and permissions
  getRoleListPage: { arg: { PageIndex: 1, pageSize: 20, Search: { key: '' } } },
  getCurrentRoles: { arg: { RoleCode: 'R03' } },
  addRole: { arg: { code: '', roleName: '安全督导', sysRoleEnum: 5, roleAct: [{ actionId: 1 }] } },
  editRole: {
    arg: { code: 'R08', roleName: 'editor', sysRoleEnum: 0, roleAct: [{ actionId: 1 }] },
  },
  getSysRoleEnum: { arg: { Type: 1 } },
  saveUserRole: { arg: { UserId: L, RoleList: ['R04', 'R05'] } },
  getUserMenuList: { as: L },
  getUserActionValue: { as: CO },
  addAction: { arg: { name: '安全巡检', parentId: 3, type: 1, url: '/system/patrol', value: '' } },
  editAction: { arg: { id: 33, name: '菜单与权限', parentId: 3, type: 1, url: '/system/menu' } },
  getActionById: { arg: { Id: 31 } },
  getRoleTree: { arg: { Status: 1, ActionType: '0,1,2' } },
  saveActionStatus: { arg: { Code: 'ACT0013' } },
  // notices, messages, news, uploads
  getIndexPageListNotice: { as: null, arg: { Type: 4, limit: 6 } },
  getDetailBySysCode: { as: null, arg: { noticeSysCode: 'NT20260001' } },
  getHomePageImageNotice: { as: null },
  getIndexPageImageNotice: { as: null },
  getRegulations: { as: L, arg: {} },
  uploadFileByFormToAliyun: { as: L, arg: () => nodeFile(['png'], 'avatar.png', 'image/png') },
  getUnreadCount: { as: L },
  getMessagePage: {
    as: L,
    arg: { Search: { key: '', IsRead: '', TempleteType: '' }, pageIndex: 1, pageRows: 10 },
  },
  setIsRead: {
    as: L,
    arg: () => {
      const { userId: _owner, ...message } = db.messages.find(
        (m) => m.userId === L && m.isRead === 0,
      )!
      return message
    },
  },
  getNewsDetail: { as: null, arg: { id: 1 } },
  getLatestNewsItems: { as: null, arg: {} },
  getLatestNewsDataList: { as: null, arg: newsList },
  uploadFileByForm: { as: L, arg: () => nodeFile(['pdf'], 'report.pdf', 'application/pdf') },
  commonAttachUploadFileByFormToAliyun: {
    as: L,
    arg: () => nodeFile(['pdf'], 'report.pdf', 'application/pdf'),
  },
  getQiniuToken: {},
  getShowModelInfoDataList: { as: null, arg: {} },
  getFPLecturerInfoList: { as: null, arg: () => (withOpenApiSecret(), {}) },
  getFPLinkInfoList: { as: null, arg: () => (withOpenApiSecret(), {}) },
  getFPLecturerDetailInfoData: { as: null, arg: () => (withOpenApiSecret(), { id: 1 }) },
  // exams and projects
  getExamResultList: { as: L, arg: { exammcode: 'EX2026001' } },
  getExamResult: { as: L, arg: { userpaperId: 5001 } },
  getUserExamDetail: { as: L, arg: { excode: 'EX2026002' } },
  getExamDetail: { as: L, arg: { examCode: 'EX2026002' } },
  beginExam: { as: L, arg: { examCode: 'EX2026002' } },
  getStatisticDataList: {},
  getFPMyStudyData: { as: L, arg: {} },
  joinProject: { arg: { projectCode: 'PJ2026001', planCode: 'PL2026001' } },
  getProjectDetailData: { as: L, arg: {} },
  getCheckProjectSettings: { as: L, arg: {} },
  // training resources
  reOrderNum: { arg: { id: 1001, Number: 5 } },
  getSearchPageList: { as: null, arg: resList },
  getTrainResPageList: { arg: resList },
  getTrainResAuditPageList: { arg: resList },
  getRelevantList: { as: null, arg: { id: 1001 } },
  batchDeleteTrainRes: { arg: { ids: [1009] } },
  batchPostCheck: { arg: { ids: [1009] } },
  postCheck: { arg: { id: 1009 } },
  deleteTrainRes: { arg: { id: 1009 } },
  revoke: { arg: { id: 1008 } },
  setPrivate: { arg: { id: 1001 } },
  setRecommend: { arg: { id: 1004 } },
  getAuditHistory: { arg: { id: 1001 } },
  getTrainRes: { arg: { id: 1001 } },
  getTrainResDetail: { as: null, arg: { id: 1001 } },
  getTrainResStudyDetail: { as: L, arg: { id: 1001 } },
  collect: { as: L, arg: { id: 1002 } },
  changeDirectory: { arg: { id: 1001, dcode: 'D02' } },
  updateTrainRes: {
    arg: { id: 1001, resName: '新《安全生产法》要点解读（2026版）', dCode: 'D01' },
  },
  addTrainRes: { arg: { resName: '危险化学品储存安全', dCode: 'D05' } },
  audit: { arg: { id: 1008, result: 1, remark: '' } },
  getVideoPlayList: { as: null, arg: { videoId: 1001 } },
  getNoteList: { as: L, arg: { recordId: 9001 } },
  addNote: { as: L, arg: { recordId: 9001, content: '复习事故报告时限', time: 30 } },
  updateNote: { as: L, arg: { id: 1, recordId: 9001, content: '事故报告要及时' } },
  deleteNote: { as: L, arg: { id: 1 } },
  study: { as: L, arg: { id: 1001, guid: 'sample-guid', speed: 1 } },
  studyComplete: { as: L, arg: { id: 1001, guid: 'sample-guid', speed: 1 } },
  getRankingList: { as: L, arg: { limit: 5 } },
  showCompanyTrainRes: { as: CO, arg: {} },
  getStudyInterval: { as: L, arg: {} },
  reOrder: { arg: { id: 1002, direction: 'up' } },
  indexRecommendResNoCache: { as: null, arg: { cate: 1 } },
  indexRecommendRes: { as: null, arg: { cate: 1 } },
  editRecommendRes: { arg: { cate: 1, ids: [1001, 1011] } },
  learningMonthLog: { as: L, arg: () => ({ month: dayjs().format('YYYY-MM') }) },
  indexHotRes: { as: null, arg: { dCode: 'D01' } },
  getStatisticsUserStudyData: { as: L },
  // resource directories
  getResDirTree: { arg: {} },
  saveResDir: { arg: { dCode: '', dName: '消防安全', pNo: '' } },
  deleteResDir: {
    arg: () => {
      db.resDirs.push({ id: 99, dCode: 'D99', dName: '空目录', pNo: '', sort: 99, cover: '' })
      return { id: 99 }
    },
  },
  getListByPNo: { arg: { pNo: '' } },
  getIndexResDirList: { as: null, arg: {} },
  // assumed paths
  getNewsPageListByTypeId: { as: null, arg: newsList },
  getNewsListByTypeId: { as: null, arg: { typeid: 1, limit: 6 } },
  getLinkListByType: { as: null, arg: { linkType: 0 } },
  getHomeResDirList: { as: null },
  getExamPaperQuestions: { as: L, arg: () => ({ userpaperId: openPaper() }) },
  submitExamPaper: {
    as: L,
    arg: () => ({ userpaperId: openPaper(), answers: [{ questionId: 1, answer: 'A' }] }),
  },
}
