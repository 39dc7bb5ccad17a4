import { assignRefusal, orgIdsOfPaths, PATHS_UNREAD } from './post-query'

describe('更新部门 of a post', () => {
  it('starts from the last id of each path', () => {
    expect(orgIdsOfPaths('1,2|1,3')).toEqual(['2', '3'])
    expect(orgIdsOfPaths('')).toEqual([])
  })

  it('is refused for a row that did not carry its departments (the save replaces them all)', () => {
    expect(assignRefusal({})).toBe(PATHS_UNREAD)
    // in no department: read, and empty
    expect(assignRefusal({ orgNamePathsStr: '' })).toBeUndefined()
    expect(assignRefusal({ orgNamePathsStr: '1,2' })).toBeUndefined()
  })
})
