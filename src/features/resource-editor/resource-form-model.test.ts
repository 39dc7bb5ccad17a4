import {
  bodyFromForm,
  checkMediaFile,
  emptyResourceForm,
  extensionOf,
  formFromResource,
  isChanged,
  unreadFields,
} from './resource-form-model'
import type { TrainResEdit } from '../../api/train-res'
import { asLoaded } from '../../testing'

const loadedAsSent = {
  id: 1005,
  resName: '叉车安全',
  dCode: 'D02',
  introduce: '简介',
  cover: '/c.png',
  playList: [{ item1: 'OD', item2: '/v.mp4' }],
  attExt: '.mp4',
  teacher: '周明华',
  statusName: '已发布',
  dName: '机械安全',
}
const loaded: TrainResEdit = asLoaded(loadedAsSent)

describe('resource form model', () => {
  it('a new resource sends the form only', () => {
    const body = bodyFromForm({ ...emptyResourceForm, resName: ' 名称 ', dCode: 'D01' })
    expect(body).toEqual({
      resName: '名称',
      dCode: 'D01',
      introduce: '',
      cover: '',
      playList: [],
      attExt: '',
      content: '',
    })
  })

  it('an edit sends the resource as it came, every field, with the form over it', () => {
    const values = { ...formFromResource(loaded), resName: '新名称', content: '<p>正文</p>' }
    expect(bodyFromForm(values, loaded)).toEqual({
      ...loadedAsSent,
      resName: '新名称',
      content: '<p>正文</p>',
    })
  })

  it('play-list items go back whole; an extension not read is not sent empty', () => {
    const item = { item1: 'OD', item2: '/v.mp4', duration: 245 }
    const res: TrainResEdit = asLoaded({ id: 7, resName: '课', playList: [item] })
    const added = { item1: 'SD', item2: '/s.mp4' }
    const values = formFromResource(res)
    const body = bodyFromForm({ ...values, media: { playList: [item, added] } }, res)
    expect(body.playList).toEqual([item, added])
    expect(body).not.toHaveProperty('attExt')
    // unchanged: the list as it came
    expect(bodyFromForm(values, res)).toEqual({ id: 7, resName: '课', playList: [item] })
  })

  it('an edit of an answer without dCode, content or media leaves them out unless entered', () => {
    // documented fields only: no directory, no rich-text body, no introduction, no play list
    const bare: TrainResEdit = asLoaded({ id: 1005, resName: '叉车安全', cover: '/c.png' })
    expect(unreadFields(bare)).toEqual(['dCode', 'introduce', 'media', 'content'])
    const renamed = bodyFromForm({ ...formFromResource(bare), resName: '叉车安全操作' }, bare)
    expect(renamed).toEqual({ id: 1005, resName: '叉车安全操作', cover: '/c.png' })

    const entered = bodyFromForm(
      {
        ...formFromResource(bare),
        dCode: 'D03',
        content: '<p>新正文</p>',
        media: { playList: [{ item1: 'OD', item2: '/n.mp4' }], attExt: '.mp4' },
      },
      bare,
    )
    expect(entered).toEqual({
      id: 1005,
      resName: '叉车安全',
      cover: '/c.png',
      dCode: 'D03',
      content: '<p>新正文</p>',
      playList: [{ item1: 'OD', item2: '/n.mp4' }],
      attExt: '.mp4',
    })
  })

  it('an edit sends back a field the answer carried, even when the form leaves it empty', () => {
    const withBody: TrainResEdit = asLoaded({ ...loadedAsSent, content: '<p>旧</p>' })
    const body = bodyFromForm({ ...formFromResource(withBody), content: '' }, withBody)
    expect(body).toMatchObject({ content: '', dCode: 'D02', introduce: '简介' })
  })

  it('counts a change only while the form differs from its start', () => {
    const start = formFromResource(loaded)
    expect(isChanged(start, { ...start })).toBe(false)
    expect(isChanged(start, { ...start, resName: '叉车安全！' })).toBe(true)
    expect(isChanged(emptyResourceForm, { resName: '', introduce: undefined })).toBe(false)
    expect(isChanged(start, { ...start, media: { playList: [] } })).toBe(true)
  })

  it('takes video and audio files only', () => {
    expect(checkMediaFile({ name: 'a.mp4', type: 'video/mp4' })).toBeNull()
    expect(checkMediaFile({ name: 'a.mp3', type: 'audio/mpeg' })).toBeNull()
    expect(checkMediaFile({ name: 'a.MP4', type: '' })).toBeNull()
    expect(checkMediaFile({ name: 'a.pdf', type: 'application/pdf' })).toBe(
      '只能上传视频或音频文件',
    )
    expect(extensionOf('课程.MP4')).toBe('.mp4')
    expect(extensionOf('noext')).toBe('')
  })
})
