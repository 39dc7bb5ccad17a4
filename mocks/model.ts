// Row types of the mock db. They keep the backend's field spelling so that handlers can hand
// rows out almost as they are; fields the spec does not name are the mock's own bookkeeping.
import type { PlayItem } from '../src/api/train-res'
import type { MenuItem } from '../src/api/types'

export type { MenuItem }

export interface MockCompany {
  companySysCode: string
  companyCode: string
  companyName: string
  contact: string
  phone: string
  address: string
}

export interface MockOrg {
  id: number
  /** 0 for a top-level department */
  pId: number
  orgName: string
  orgCode: string
  order: number
  companyCode: string
}

export interface MockPost {
  id: number
  postCode: string
  postName: string
  importance: number
  companyCode: string
}

/** A post attached to an organisation. */
export interface MockOrgPost {
  id: number
  orgId: number
  postCode: string
}

export interface MockRole {
  id: number
  code: string
  roleName: string
  sysRoleEnum: number
  /** menu, page and permission ids granted */
  actionIds: number[]
  remark: string
}

export interface MockResDir {
  id: number
  dCode: string
  dName: string
  /** parent code, '' for top level */
  pNo: string
  sort: number
  cover: string
}

/** Resource workflow status (codes not shown in the spec; the mock's choice). */
export const RES_STATUS = { draft: 0, pending: 1, published: 2, rejected: 3 } as const
export const RES_STATUS_NAME: Record<number, string> = {
  0: '待提交',
  1: '待审核',
  2: '已发布',
  3: '已驳回',
}

export interface MockRes {
  id: number
  resName: string
  introduce: string
  cover: string
  viewCnt: number
  studyCnt: number
  sort: number
  playList: PlayItem[]
  attExt: string
  dCode: string
  status: number
  isPrivate: 0 | 1
  isRecommend: 0 | 1
  /** 1 精选好课 HOT, 2 新课推荐 NEW, 3 免费好课 GOOD, 0 none */
  recommendCate: number
  recommendSort: number
  /** minutes */
  duration: number
  teacher: string
  companyCode: string
  createUser: string
  createTime: string
}

export interface MockAudit {
  id: number
  resId: number
  action: string
  /** Audit only: 1 passed, 0 rejected */
  result?: number
  remark: string
  operator: string
  time: string
}

export interface MockStudyRecord {
  id: number
  userId: string
  resId: number
  /** 0-100 */
  progress: number
  minutes: number
  completed: 0 | 1
  lastTime: string
}

export interface MockNote {
  id: number
  recordId: number
  resId: number
  userId: string
  content: string
  /** playback second the note belongs to; null when the client knew none */
  time: number | null
  createTime: string
}

/** A notice's attachment (behaviour B3.9: uid, enclosureName, enclosurloadUrl). */
export interface MockNoticeAttachment {
  uid: number
  enclosureName: string
  enclosurloadUrl: string
}

/** A news item's attachment (behaviour B3.9: url, name). */
export interface MockAttachFile {
  url: string
  name: string
}

export interface MockNotice {
  id: number
  noticeSysCode: string
  /** list category asked for by GetIndexPageListNotice Type (home page uses 4 and 5) */
  type: number
  noticeTitle: string
  noticeSecondTitle: string
  noticeValue: string
  /** 1 internal page, 2 external noticeUrl */
  noticeType: 1 | 2
  noticeUrl: string
  /** 2 released */
  status: number
  releaseTime: string
  releaseName: string
  attachments: MockNoticeAttachment[]
  /** image notices (carousel): banner image and cover image */
  pcBanner?: string
  pcCoverUrlPath?: string
}

export interface MockNews {
  id: number
  typeid: number
  fullHead: string
  releaseType: 0 | 1
  linkURL: string
  newsContent: string
  category: string
  releaseTime: string
  coverURL: string
  attachFiles: MockAttachFile[]
  authorName: string
  viewCnt: number
}

export interface MockLink {
  id: number
  linkType: number
  pcLinkName: string
  pcLinkUrl: string
  linkName: string
  sortOrder: number
  /** banner and partner images */
  pcBanner?: string
}

export interface MockRegulation {
  nId: number
  enclosureName: string
  enclosurloadUrl: string
  fileType: string
  releaseTime: string
}

export interface MockMessage {
  id: number
  userId: string
  title: string
  content: string
  isRead: 0 | 1
  messageUrl: string
  TempleteType: number
  createTime: string
}

export interface MockQuestion {
  id: number
  qType: 1 | 2 | 3 | 4
  qName: string
  options: Partial<Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i', string>>
  /** letters for choice questions ('AC'), 正确/错误 for true/false, text for fill-in */
  answer: string
  analysis: string
  score: number
  difficulty: number
}

export interface MockExam {
  examCode: string
  examName: string
  examIntrduce: string
  time: number
  totlescore: number
  passScore: number
  isAllow: 0 | 1
  examStartTime: string
  examEndTime: string
  /** results are confidential (isPass -2) */
  confidential: boolean
  /** papers wait for manual marking (delayMarkingPapers 1) */
  delayMarking: boolean
  questionIds: number[]
}

/** An exam a user is enrolled in. */
export interface MockExamUser {
  userId: string
  examCode: string
  status: 0 | 10 | 20 | 30
  score: number
}

export interface MockPaper {
  id: number
  examCode: string
  userId: string
  /** 20 in progress, 30 submitted */
  status: 20 | 30
  startTime: string
  endTime: string
  score: number
  isPass: number
  delayMarkingPapers: number
  /** question id -> the user's answer */
  answers: Record<string, string>
}

export interface MockProject {
  projectCode: string
  planCode: string
  projectName: string
  companyCode: string
  startDate: string
  endDate: string
  checkHrs: number
  examCode: string
  frontExamCode: string
  memberIds: string[]
}

export interface MockModelInfo {
  id: number
  name: string
  introduce: string
  cover: string
  url: string
  sort: number
}

export interface MockLecturer {
  id: number
  name: string
  title: string
  unit: string
  introduce: string
  headImg: string
  courses: string[]
}

export interface MockTravel {
  id: number
  userId: string
  fileName: string
  fileUrl: string
  uploadTime: string
}

export interface MockUpload {
  url: string
  name: string
  size: number
}
