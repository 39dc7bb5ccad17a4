// Paths of the calls the spec names without showing their path (endpoints.json "unshown").
// Each default is a guess in the backend's naming style; an operator overrides it at build time
// with the VITE_PATH_* variable next to it (see .env.example and docs/backend-contract.md).
const env = import.meta.env

export const assumedPaths = {
  /** paged news of one typeid (the /newslist page) */
  newsPage: env.VITE_PATH_NEWS_PAGE || '/Api/Base_Manage/Base_News/GetNewsPageListByTypeId',
  /** the latest news of one typeid with a limit (home news and policy lists) */
  newsByType: env.VITE_PATH_NEWS_BY_TYPE || '/Api/Base_Manage/Base_News/GetNewsListByTypeId',
  /** link groups by linkType 0-6 */
  linksByType: env.VITE_PATH_LINKS_BY_TYPE || '/Api/Base_Manage/Base_Link/GetLinkListByType',
  /** resource directories for the home page hot-course tabs */
  homeResDirs: env.VITE_PATH_HOME_RES_DIRS || '/Api/Train_Manage/Train_ResDir/GetHomeResDirList',
  /** questions of a started exam paper */
  examQuestions: env.VITE_PATH_EXAM_QUESTIONS || '/Api/UserExam/ex_userexam/GetExamPaperQuestions',
  /** submitting the answers of an exam paper */
  examSubmit: env.VITE_PATH_EXAM_SUBMIT || '/Api/UserExam/ex_userexam/SubmitExamPaper',
} as const

export type AssumedPathKey = keyof typeof assumedPaths
