import {
  addPicked,
  dropPicked,
  keysChange,
  kindsOf,
  normalisePick,
  pickCount,
  togglePicked,
} from './selection'

const a = { id: 'a', name: '甲' }
const b = { id: 'b', name: '乙' }

describe('picker selection', () => {
  it('normalises a preset: text ids, no id twice, missing kinds empty', () => {
    const value = normalisePick({
      users: [a, { id: 7 as unknown as string, name: '七' }, { id: 'a', name: '重复' }],
    })
    expect(value).toEqual({ users: [a, { id: '7', name: '七' }], orgs: [], posts: [] })
    expect(normalisePick(undefined)).toEqual({ users: [], orgs: [], posts: [] })
  })

  it('adds at the end keeping the first name, drops by id, toggles one kind', () => {
    expect(addPicked([a], [{ id: 'a', name: '改名' }, b])).toEqual([a, b])
    expect(dropPicked([a, b], ['a'])).toEqual([b])
    const value = togglePicked(normalisePick({}), 'posts', [a, b], true)
    expect(value.posts).toEqual([a, b])
    expect(togglePicked(value, 'posts', [{ id: 'a', name: '' }], false).posts).toEqual([b])
    expect(pickCount(value)).toBe(2)
  })

  it('reads a table selection against what was picked before', () => {
    expect(keysChange(['a', 'x'], ['a', 'b', 'x'])).toEqual({ added: ['b'], removed: [] })
    expect(keysChange(['a', 'x'], ['x'])).toEqual({ added: [], removed: ['a'] })
  })

  it('an import tab picks users', () => {
    expect(kindsOf(['import', 'orgs'])).toEqual(['users', 'orgs'])
    expect(kindsOf(['users', 'import'])).toEqual(['users'])
  })
})
