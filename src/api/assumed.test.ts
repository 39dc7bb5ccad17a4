import { server } from '../../mocks/node'
import { makeStore } from '../app/store'
import { assumedApi } from './assumed'
import { envelope, recordRequests } from './test-recorder'

// The paths are read when a call is made: a stubbed VITE_PATH_* applies to the next call.
function load() {
  return { store: makeStore(), api: assumedApi }
}

describe('assumed calls (paths not shown in the spec)', () => {
  it('send the assumed shapes to the default paths', async () => {
    const { store, api } = load()
    const log = recordRequests(server, () => envelope([]))
    const news = {
      search: { typeid: 2, keyword: '' },
      pageIndex: 1,
      pageRows: 10,
      sortField: 'ReleaseTime' as const,
      sortType: 'desc' as const,
    }
    await store.dispatch(api.endpoints.getNewsPageListByTypeId.initiate(news))
    await store.dispatch(api.endpoints.getNewsListByTypeId.initiate({ typeid: 2, limit: 6 }))
    await store.dispatch(api.endpoints.getLinkListByType.initiate({ linkType: 3 }))
    await store.dispatch(api.endpoints.getHomeResDirList.initiate())
    await store.dispatch(api.endpoints.getExamPaperQuestions.initiate({ userpaperId: 8 }))
    const answers = [
      { questionId: 1, answer: 'AC' },
      { questionId: 2, answer: '正确' },
    ]
    await store
      .dispatch(api.endpoints.submitExamPaper.initiate({ userpaperId: 8, answers }))
      .unwrap()
    expect(log.map((r) => [r.method, r.pathname, r.query, r.body])).toEqual([
      ['POST', '/Api/Base_Manage/Base_News/GetNewsPageListByTypeId', {}, news],
      ['POST', '/Api/Base_Manage/Base_News/GetNewsListByTypeId', {}, { typeid: 2, limit: 6 }],
      ['POST', '/Api/Base_Manage/Base_Link/GetLinkListByType', {}, { linkType: 3 }],
      ['POST', '/Api/Train_Manage/Train_ResDir/GetHomeResDirList', {}, {}],
      ['POST', '/Api/UserExam/ex_userexam/GetExamPaperQuestions', { userpaperId: '8' }, undefined],
      ['POST', '/Api/UserExam/ex_userexam/SubmitExamPaper', {}, { userpaperId: 8, answers }],
    ])
  })

  it('take their paths from the VITE_PATH_* variables when set', async () => {
    vi.stubEnv('VITE_PATH_NEWS_PAGE', '/Api/Custom/News/Page')
    vi.stubEnv('VITE_PATH_EXAM_SUBMIT', '/Api/Custom/Exam/Submit')
    const { store, api } = load()
    const log = recordRequests(server, () => envelope(null))
    await store.dispatch(
      api.endpoints.getNewsPageListByTypeId.initiate({
        search: {},
        pageIndex: 1,
        pageRows: 10,
        sortField: 'ReleaseTime',
        sortType: 'desc',
      }),
    )
    await store
      .dispatch(api.endpoints.submitExamPaper.initiate({ userpaperId: 1, answers: [] }))
      .unwrap()
    expect(log.map((r) => r.pathname)).toEqual(['/Api/Custom/News/Page', '/Api/Custom/Exam/Submit'])
  })
})
