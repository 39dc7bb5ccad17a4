// Entities of spec section 3 shared by several controllers. Field names keep the backend's
// spelling on purpose (comPanyName, sysRoles ...): map to nicer names only inside a feature.

/** Login step 1 answer row: item1 is the label shown, item2 the secret for step 2. */
export interface AccountChoice {
  item1: string
  item2: string
}

/** GetUserInfo data. */
export interface SessionInfo {
  roleNameList: string[]
  chnName: string
  headImage?: string
  comPanyName?: string
  sysRoles: number
  orgName?: string
  postName?: string
  loginlogo?: string
  token?: string
  /**
   * The user's action values (spec 3). The field name is not shown in the spec (assumed, see
   * docs/backend-contract.md); the guard reads the authoritative list from GetUserActionValue.
   */
  actionValues?: string[]
}

/** A node of GetUserMenuList / GetRoleTree (type 0 menu, 1 page, 2 permission). */
export interface MenuItem {
  id: number | string
  parentId?: number | string
  type?: 0 | 1 | 2
  name: string
  url?: string
  value?: string
  needAction?: 0 | 1
  sort?: number
  isHidden?: 0 | 1 | boolean
  status?: number
  code?: string
  icon?: string
  child?: MenuItem[] | null
  roleList?: { name: string; value: string }[]
}

/** Paged list answers: data.models and data.totalCount. */
export interface PageData<T> {
  models: T[]
  totalCount: number
}

// ---------------------------------------------------------------------------------------------
// Everything below: the remaining entities of spec section 3. Fields the spec does not name are
// left out (or typed loosely) on purpose; optional means "the backend may omit it".

/** Record ids: the legacy backend mixes numeric ids and string codes. */
export type Id = string | number

/** Generic paging of most list calls (capital P for some controllers, see each request type). */
export interface PageQuery {
  pageIndex: number
  pageRows: number
}

/** Answers shaped {item1, item2} (GetUserCount, user statistics). */
export interface ItemPair<A = number, B = number> {
  item1: A
  item2: B
}

// --- Users, companies, roles -----------------------------------------------------------------

/** GetUserList row. status 1 enabled, 0 disabled. */
export interface UserRow {
  userId: string
  chnName: string
  companyName?: string
  orgCode?: string
  orgCodeName?: string
  postCode?: string
  postCodeName?: string
  partTimePostCode?: string
  partTimePostCodeName?: string
  idCard?: string
  mobile?: string
  accountCode?: string
  status: 0 | 1
  companySysCode?: string
  companyCode?: string
  roleCode?: string[]
  sex?: 0 | 1
  qq?: string
  weChat?: string
  email?: string
  headImage?: string
}

/** The user edit form (EditUserInfo); maxlengths per spec 3. Empty validDate = '1900-01-01 00:00:00'. */
export interface UserForm {
  userId?: string
  chnName: string
  mobile: string
  orgCodeName?: string
  orgCode?: string
  postCodeName?: string
  postCode?: string
  partTimePostCodeName?: string
  partTimePostCode?: string
  /** system users only */
  validDate?: string
  idCard?: string
  jobNum?: string
  ssNo?: string
  ssAddr?: string
  ssState?: string
  email?: string
  /** 0 male, 1 female */
  sex: 0 | 1
  status: 0 | 1
}

export interface Company {
  companySysCode: string
  companyCode: string
  companyName: string
}

/** Role option in pickers. */
export interface RoleOption {
  code: string
  roleName: string
}

export interface RoleAct {
  actionId: Id
}

/** sysRoleEnum 0 = none; once set it cannot be changed when editing. */
export interface Role extends RoleOption {
  id?: Id
  sysRoleEnum: number
  roleAct?: RoleAct[]
}

/** GetSysRoleEnum option (label/value pairs; exact shape not shown in the spec). */
export interface SysRoleEnumOption {
  name?: string
  value: number
  label?: string
}

// --- Forms of spec 3 (what the pages collect; the calls rename some fields) ----------------

export interface LoginForm {
  username: string
  password: string
}

/** Phone login: step 1 sends phone as username and code as password. */
export interface PhoneLoginForm {
  phone: string
  code: string
}

/** Phone change: EditPhone sends NewPhone / CheckNum. */
export interface PhoneChangeForm {
  newmobile: string
  checknum: string
}

/** Password change: EditPassWord sends pas1 / pas2 / CheckNum. */
export interface PasswordForm {
  checknum: string
  pas: string
  pas2: string
}

// --- Organisation and posts ------------------------------------------------------------------

/** GetOrgTree node: id -1 is the root, pId 0 for the root; label truncated in the UI after 18 chars. */
export interface OrgNode {
  id: Id
  pId: Id
  orgName: string
  orgCode?: string
  order: number
  label?: string
  children?: OrgNode[]
}

/** Post (GetPostListPage row); importance 1-3, default 3. */
export interface Post {
  id?: Id
  postName: string
  importance: number
  postCode?: string
  orgName?: string
  orgNameStr?: string
  /** paths separated by |, ids by commas */
  orgNamePathsStr?: string
}

/** GetOrgPostListPage row: a post attached to an organisation. */
export interface OrgPost extends Post {
  orgCode?: string
  orgId?: Id
}

export interface Person {
  userId: string
  chnName?: string
}

// --- Notices, news, links, messages ----------------------------------------------------------

export interface AttachFile {
  url: string
  name: string
}

export interface News {
  id: Id
  releaseType?: number
  linkURL?: string
  newsContent?: string
  category?: string
  releaseTime?: string
  releaseTimeText?: string
  coverURL?: string
  attachFiles?: AttachFile[]
  fullHead: string
  authorName?: string
  typeid?: Id
}

export interface NoticeAttachment {
  uid?: Id
  enclosureName: string
  enclosurloadUrl: string
}

/** noticeType 1 internal, 2 external url (noticeUrl). */
export interface Notice {
  id?: Id
  noticeTitle: string
  noticeSecondTitle?: string
  noticeValue?: string
  noticeType: 1 | 2
  noticeUrl?: string
  noticeSysCode: string
  status?: number
  releaseTime?: string
  releaseName?: string
}

/** GetDetailBySysCode data. */
export interface NoticeDetail {
  notice: Notice
  attachments: NoticeAttachment[]
}

/** Link; linkType 0-6 groups. */
export interface Link {
  id?: Id
  pcLinkName?: string
  pcLinkUrl?: string
  linkName?: string
  sortOrder?: number
  linkType: number
}

export interface Banner {
  id: Id
  pcBanner: string
}

export interface Cover {
  id: Id
  pcCoverUrlPath: string
}

/** Getguizhangzhidu row (rules and regulations). */
export interface RegulationFile {
  nId: Id
  enclosureName: string
  enclosurloadUrl: string
  fileType?: string
}

/** Where a message points: messageUrl is this object as a JSON string. */
export interface MessageLink {
  pc?: { type?: string | number; value?: { path: string; query?: Record<string, string> } }
}

export interface Message {
  id: Id
  title?: string
  content?: string
  isRead: 0 | 1
  /** JSON string of MessageLink */
  messageUrl?: string
  TempleteType?: number | string
  createTime?: string
}

// --- Training resources ----------------------------------------------------------------------

/** Video quality entry: item1 quality label, item2 url. */
export type PlayItem = ItemPair<string, string>

/** Resource (course). Status codes are not shown in the spec. */
export interface TrainRes {
  id: Id
  resName: string
  introduce?: string
  cover?: string
  viewCnt?: number
  studyCnt?: number
  sort?: number
  playList?: PlayItem[]
  attExt?: string
  dCode?: string
  status?: number
}

export interface ResDir {
  id?: Id
  dCode: string
  dName: string
  pNo?: string
  children?: ResDir[]
}

export interface Note {
  id: Id
  recordId: Id
  content?: string
  time?: number
}

export interface LearningLog {
  date: string
  minute: number
}

export interface RankingEntry {
  headImg?: string
  chnName: string
  orgName?: string
  studyHoursStr: string
}

/** GetStatisticDataList item. */
export interface StatisticItem {
  itemName: string
  /** trained people */
  itemCount1: number
  /** companies done */
  itemCount2: number
  /** completion rate */
  itemPercent1: number
}

/** GetStatisticsUserStudyData data. */
export interface UserStudyStatistics {
  resCnt: number
  resTotalHours: number
  studyHours: number
  studyResCnt: number
}

/** GetFPMyStudyData data (study summary of the learner's project). */
export interface StudySummary {
  isshowFlag?: boolean | number
  roleTypeId?: number
  projectName?: string
  leftDays?: number
  checkHrs?: number
  pusrCount?: number
  donestudyusrCount?: number
  donestudyPercent?: number
  isExamSet?: boolean | number
  isFrontExamSet?: boolean | number
  frontExamCode?: string
  firsteuCnt?: number
  secondeuCnt?: number
  passeuCnt?: number
  passeuRate?: number
  donepusrCount?: number
  upgradeRate?: number
  getHrs?: number
  reachState?: number
  reachProgress?: number
  todayProgress?: number
  isDoneExam?: boolean | number
  isDoneFrontExam?: boolean | number
  examScore?: number
  frontExamScore?: number
  examCode?: string
}

// --- Exams -----------------------------------------------------------------------------------

/** type1..type5: counts of single, multiple, true/false, fill-in, short-answer questions. */
export interface ExamInfo {
  examName: string
  examCode: string
  examIntrduce?: string
  /** minutes */
  time: number
  totlescore: number
  totleq: number
  type1?: number
  type2?: number
  type3?: number
  type4?: number
  type5?: number
  /** 1 = may be taken again */
  isAllow: number
  examStartTime?: string
  examEndTime?: string
}

/** Exam user status: 0/10 not started, 20 in progress, 30 completed. */
export interface ExamUser {
  status: 0 | 10 | 20 | 30
  score?: number
}

export interface UserPaper {
  id: Id
  examCode: string
  chnName?: string
  orgName?: string
  score?: number
  isPass?: number
  paperIntrduce?: string
}

/** GetExamResultList row: isPass 1 pass, -2 confidential, else fail; delayMarkingPapers nonzero = awaiting marking. */
export interface ExamResultRow {
  id: Id
  chnName: string
  startTime: string
  endTime: string
  score: number
  isPass: number
  delayMarkingPapers: number
}

/** qType 1 single, 2 multi, 3 true/false (正确/错误), 4 fill-in. */
export interface QuestionResult {
  id?: Id
  qType: number
  order: number
  qName: string
  a?: string
  b?: string
  c?: string
  d?: string
  e?: string
  f?: string
  g?: string
  h?: string
  i?: string
  answer?: string
  answerStr?: string
  scoreStr?: string
  isPass?: number
  difficulty?: number
  score?: number
  analysis?: string
}

// --- Demo ------------------------------------------------------------------------------------

export interface DemoArticle {
  id: number
  timestamp: number
  title: string
  type: 'CN' | 'US' | 'JP' | 'EU'
  author: string
  reviewer?: string
  importance: 1 | 2 | 3
  pageviews: number
  status: 'published' | 'draft' | 'deleted'
  remark?: string
  display_time: string
}
