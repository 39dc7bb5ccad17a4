// What the product spec documents of each answer the app reads: the fields of `data`, call by
// call. The spec names an answer's fields in two places, the call list ("returns") and the
// entities (behaviour B3); a call is linked here to the entity it answers only where the spec says
// so or where the call exists to list that entity (the resource lists answer resources). This is
// the project's own copy: the app, the mock's documented-only switch and the contract tests read
// it; nothing reads the spec itself.
//
// A tree lists field names; `true` is a value with no fields of its own (a token, a count, a list
// of strings). A list is described by its item: lists are transparent. A field whose value is the
// same kind of node again (a menu's `child`) points back at its parent (see `recursive`).

/**
 * The registry's name for an answer's `data` itself, when it is a plain value (a count, a url)
 * the spec does not document.
 */
export const WHOLE_DATA = '(data)'

/** The documented shape of one answer's `data`. */
export type Tree = true | { [field: string]: Tree }

/** A tree whose leaves are these space-separated names. */
export function fields(names: string): { [field: string]: Tree } {
  return Object.fromEntries(names.split(/\s+/).map((name) => [name, true as Tree]))
}

/** A node whose `key` holds nodes like itself (a tree kept in one answer). */
function recursive(node: { [field: string]: Tree }, key: string) {
  node[key] = node
  return node
}

// The entities of behaviour B3, as the spec lists them.
const sessionInfo = fields(
  'roleNameList chnName headImage comPanyName sysRoles orgName postName loginlogo token',
)
const accountChoice = fields('item1 item2')
const userRow = fields(
  'userId chnName companyName orgCodeName postCodeName idCard mobile accountCode status ' +
    'companySysCode companyCode roleCode sex qq weChat email headImage',
)
const company = fields('companySysCode companyCode companyName')
const role = fields('roleName sysRoleEnum code')
const menu = recursive(
  {
    ...fields('id parentId type name url value needAction sort isHidden status code icon'),
    roleList: fields('name value'),
  },
  'child',
)
const org = fields('orgName orgCode id pId order label')
const post = fields('postName importance postCode orgName orgNameStr orgNamePathsStr')
const news = {
  ...fields(
    'id releaseType linkURL newsContent category releaseTime releaseTimeText coverURL fullHead authorName',
  ),
  attachFiles: fields('url name'),
}
const attachment = fields('uid enclosureName enclosurloadUrl')
const notice = fields(
  'noticeTitle noticeSecondTitle noticeValue noticeType noticeUrl noticeSysCode status releaseTime releaseName',
)
const link = fields('pcLinkName pcLinkUrl linkName sortOrder linkType')
const regulationFile = fields('nId enclosureName enclosurloadUrl fileType')
const resource = {
  ...fields('id resName introduce cover viewCnt studyCnt sort attExt'),
  playList: fields('item1 item2'),
}
const resDir = fields('dCode dName')
const note = fields('recordId id')
const learningLog = fields('date minute')
const rankingEntry = fields('headImg chnName orgName studyHoursStr')
const statisticItem = fields('itemName itemCount1 itemCount2 itemPercent1')
const studySummary = fields(
  'isshowFlag roleTypeId projectName leftDays checkHrs pusrCount donestudyusrCount ' +
    'donestudyPercent isExamSet isFrontExamSet frontExamCode firsteuCnt secondeuCnt passeuCnt ' +
    'passeuRate donepusrCount upgradeRate getHrs reachState reachProgress todayProgress ' +
    'isDoneExam isDoneFrontExam examScore frontExamScore examCode',
)
const examInfo = fields(
  'examName examCode examIntrduce time totlescore totleq type1 type2 type3 type4 type5 isAllow ' +
    'examStartTime examEndTime',
)
const examUser = fields('status score')
const userPaper = fields('id examCode chnName orgName score isPass paperIntrduce')
const examResultRow = fields('id chnName startTime endTime score isPass delayMarkingPapers')
const questionResult = fields(
  'qType order qName a b c d e f g h i answer answerStr scoreStr isPass difficulty score analysis',
)
const message = fields('isRead messageUrl TempleteType')

/** A paged answer: data.models and data.totalCount (behaviour B3.15). */
const paged = (row: Tree) => ({ models: row, totalCount: true as Tree })

/**
 * Each call's documented `data`, by `controller/Name` (the last segment of the controller path
 * and the call's name, as in src/api/contract.json). A call missing here documents nothing of
 * its answer: every field the app reads of it is an assumption (assumed-fields.ts).
 */
export const documentedAnswers: Record<string, Tree> = {
  // behaviour B7.5: LoginStep1 answers the list of accounts {item1, item2}
  'user_user/LoginStep1': accountChoice,
  'user_user/LoginWithCheckNumStep1': accountChoice,
  'user_user/LoginStep2': true,
  // 找回密码: the accounts of the name typed, whose secret CheckResetpwdAcc takes (the account
  // choice of behaviour B3.8: item1 label, item2 secret)
  'user_user/GetResetpwdAcc': accountChoice,
  'user_user/GetUserInfo': sessionInfo,
  'user_user/GetUserList': paged(userRow),
  'user_user/GetUserCount': fields('item1 item2'),
  'user_user/checkuserinfo': true,
  // "returns success, msg, user list data": rows of the user list
  'user_user/UserExportIn': userRow,
  'user_company/GetCompanyListPage': { models: company },
  'user_org/GetOrgTree': org,
  'user_post/GetPostListPage': paged(post),
  // "same paging as posts": the posts of a department, paged as data.models or listed in data
  'user_orgpost/GetOrgPostListPage': { ...post, ...paged(post) },
  'sys_role/GetRoleListPage': paged(role),
  // the Role entity's "permission actions each with actionId", under the one name the spec gives
  // that list (AddRole / EidtRole send "roleAct list of {actionId}")
  // (or the list of permission actions itself: contract/readings.ts)
  'sys_role/GetCurrentRoles': { ...role, roleAct: fields('actionId'), actionId: true },
  'sys_action/GetUserMenuList': menu,
  'sys_action/GetUserActionValue': true,
  'sys_action/GetActionById': menu,
  'sys_action/GetRoleTree': menu,
  'sys_notice/GetIndexPageListNotice': notice,
  // "returns notice and attachments": {notice, attachments}, or the notice with its attachments
  'sys_notice/GetDetailBySysCode': { ...notice, attachments: attachment, notice },
  'sys_notice/GetHomePageImageNotice': fields('id pcCoverUrlPath'),
  'sys_notice/GetIndexPageImageNotice': fields('id pcBanner'),
  // responses not shown: the regulation files, listed in data or paged as data.models
  'sys_notice/Getguizhangzhidu': { ...regulationFile, models: regulationFile },
  'sys_message/GetNoReadCount': true,
  // messages listed in data (the documented envelope) or paged as data.models (readings.ts)
  'sys_message/GetMessagePage': { ...message, models: message },
  'Base_News/GetTheData': news,
  'Base_News/GetLatestNewsItems': news,
  'Base_News/GetLatestNewsDataList': news,
  'Common_Attach/UploadFileByForm': true,
  'Common_Attach/UploadFileByFormToAliyun': true,
  'ex_userexam/GetExamResultList': examResultRow,
  'ex_userexam/GetExamResult': {
    examinfo: examInfo,
    paper: userPaper,
    exampaperquestionlist: questionResult,
  },
  'ex_userexam/GetUserExamDetail': { examinfo: examInfo, examuser: examUser },
  'ex_userexam/GetExamDetail': examInfo,
  'ex_userexam/BeginExam': { isSubExam: true, userpaper: fields('id examCode') },
  'project_project/GetStatisticDataList': statisticItem,
  'project_project/GetFPMyStudyData': studySummary,
  'Train_Res/GetSearchPageList': resource,
  'Train_Res/GetTrainResPageList': resource,
  'Train_Res/GetTrainResAuditPageList': resource,
  'Train_Res/GetRelevantList': resource,
  'Train_Res/GetTrainRes': resource,
  'Train_Res/GetTrainResDetail': resource,
  'Train_Res/GetTrainResStudyDetail': resource,
  'Train_Res/ShowCompanyTrainRes': resource,
  'Train_Res/IndexRecommendResNoCache': resource,
  'Train_Res/IndexRecommendRes': resource,
  'Train_Res/IndexHotRes': resource,
  'Train_Res/GetVideoPlayList': fields('item1 item2'),
  'Train_Res/GetNoteList': note,
  'Train_Res/GetRankingList': rankingEntry,
  'Train_Res/LearningMonthLog': learningLog,
  'Train_Res/GetStatisticsUserStudyData': fields('resCnt resTotalHours studyHours studyResCnt'),
  'Train_ResDir/GetTreeData': resDir,
  'Train_ResDir/GetListByPNo': resDir,
  'Train_ResDir/GetIndexResDirList': resDir,
  // Calls whose path the spec does not show (src/api/assumed.ts): the entity each one lists.
  'Base_News/GetNewsPageListByTypeId': news,
  'Base_News/GetNewsListByTypeId': news,
  'Base_Link/GetLinkListByType': link,
  'Train_ResDir/GetHomeResDirList': resDir,
  'ex_userexam/GetExamPaperQuestions': questionResult,
}

/**
 * The calls whose path the spec does not show. Their existence is itself assumed, and so is the
 * whole of their answer: the mock's documented-only switch keeps what the registry assumes of
 * them (a backend that has such a call answers as docs/backend-contract.md says).
 */
export const unshownCalls = new Set([
  'Base_News/GetNewsPageListByTypeId',
  'Base_News/GetNewsListByTypeId',
  'Base_Link/GetLinkListByType',
  'Train_ResDir/GetHomeResDirList',
  'ex_userexam/GetExamPaperQuestions',
  'ex_userexam/SubmitExamPaper',
])
