// Paths of the calls the spec names without showing their path (contract.json "unshown").
// Each default is a guess in the backend's naming style; an operator overrides it at build time
// with the VITE_PATH_* variable next to it (see .env.example and docs/backend-contract.md).
// Read when a call is made (getters), so a test can set a variable without reloading modules.
export const assumedPaths = {
  /** paged news of one typeid (the /newslist page) */
  get newsPage(): string {
    return (
      import.meta.env.VITE_PATH_NEWS_PAGE || '/Api/Base_Manage/Base_News/GetNewsPageListByTypeId'
    )
  },
  /** the latest news of one typeid with a limit (home news and policy lists) */
  get newsByType(): string {
    return (
      import.meta.env.VITE_PATH_NEWS_BY_TYPE || '/Api/Base_Manage/Base_News/GetNewsListByTypeId'
    )
  },
  /** link groups by linkType 0-6 */
  get linksByType(): string {
    return import.meta.env.VITE_PATH_LINKS_BY_TYPE || '/Api/Base_Manage/Base_Link/GetLinkListByType'
  },
  /** resource directories for the home page hot-course tabs */
  get homeResDirs(): string {
    return (
      import.meta.env.VITE_PATH_HOME_RES_DIRS || '/Api/Train_Manage/Train_ResDir/GetHomeResDirList'
    )
  },
  /** questions of a started exam paper */
  get examQuestions(): string {
    return (
      import.meta.env.VITE_PATH_EXAM_QUESTIONS || '/Api/UserExam/ex_userexam/GetExamPaperQuestions'
    )
  },
  /** submitting the answers of an exam paper */
  get examSubmit(): string {
    return import.meta.env.VITE_PATH_EXAM_SUBMIT || '/Api/UserExam/ex_userexam/SubmitExamPaper'
  },
} as const

export type AssumedPathKey = keyof typeof assumedPaths
