import { watchWire } from '../../mocks/test-harness'
import { makeStore } from '../app/store'
import { fpModelinfoApi } from './fp-modelinfo'

// Real baseQuery -> real mock handlers (a public call).
describe('Fp_modelinfo against the mock backend', () => {
  it('GetShowModelInfoDataList posts an empty body and answers the showcase models in order', async () => {
    const wire = watchWire()
    const result = await makeStore()
      .dispatch(fpModelinfoApi.endpoints.getShowModelInfoDataList.initiate())
      .unwrap()
    expect(result.data.map((m) => m.name)).toEqual([
      '安全知识学习',
      '在线考试',
      '技能实训',
      '应急演练',
    ])
    expect(await wire.sent()).toMatchObject([{ method: 'POST', query: {}, body: {} }])
  })
})
