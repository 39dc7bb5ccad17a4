import { describe, expect, it } from 'vitest'
import { parseListState } from '../../components/list/list-state'
import { messageListBody, messageListSpec, templateTypeName } from './message-query'

const bodyOf = (query: string) =>
  messageListBody(parseListState(new URLSearchParams(query), messageListSpec))

describe('messageListBody', () => {
  it('asks for page 1, 10 rows, every message by default', () => {
    expect(bodyOf('')).toEqual({
      Search: { key: '', IsRead: '', TempleteType: '' },
      pageIndex: 1,
      pageRows: 10,
    })
  })

  it('sends the filters and paging of the URL', () => {
    expect(bodyOf('keyword=%20考试%20&isRead=0&type=2&page=3&size=20')).toEqual({
      Search: { key: '考试', IsRead: 0, TempleteType: 2 },
      pageIndex: 3,
      pageRows: 20,
    })
    expect(bodyOf('isRead=1').Search.IsRead).toBe(1)
  })

  it('ignores values it does not know', () => {
    expect(bodyOf('isRead=7&type=x&size=13').Search).toEqual({
      key: '',
      IsRead: '',
      TempleteType: '',
    })
    expect(bodyOf('size=13').pageRows).toBe(10)
  })
})

describe('templateTypeName', () => {
  it('names the known types and numbers the others', () => {
    expect(templateTypeName(2)).toBe('考试通知')
    expect(templateTypeName('3')).toBe('学习提醒')
    expect(templateTypeName(9)).toBe('类型 9')
    expect(templateTypeName(undefined)).toBe('其他')
  })
})
