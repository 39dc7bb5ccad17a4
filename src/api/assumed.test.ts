import { http } from 'msw'
import { server } from '../../mocks/node'
import { envelope, watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { assumedApi } from './assumed'

// The contract test calls the assumed paths at their defaults; an operator can move them.
describe('assumed calls (paths not documented)', () => {
  it('take their paths from the VITE_PATH_* variables when set, read at call time', async () => {
    vi.stubEnv('VITE_PATH_NEWS_PAGE', '/Api/Custom/News/Page')
    vi.stubEnv('VITE_PATH_EXAM_SUBMIT', '/Api/Custom/Exam/Submit')
    server.use(http.post('*/Api/Custom/*', () => envelope([])))
    const wire = watchWire()
    const store = makeStore()
    await store.dispatch(
      assumedApi.endpoints.getNewsPageListByTypeId.initiate({
        search: {},
        pageIndex: 1,
        pageRows: 10,
        sortField: 'ReleaseTime',
        sortType: 'desc',
      }),
    )
    await store.dispatch(
      assumedApi.endpoints.submitExamPaper.initiate({ userpaperId: 1, answers: [] }),
    )
    expect((await wire.sent()).map((r) => r.pathname)).toEqual([
      '/Api/Custom/News/Page',
      '/Api/Custom/Exam/Submit',
    ])
  })
})
