import type { ActionRecord } from '../../api/sys-action'
import { asLoaded } from '../../testing'
import {
  addChildRefusal,
  editRefusal,
  editValues,
  newValues,
  statusQuestion,
  toActionBody,
  toggleRefusal,
  unreadFields,
} from './menu-form'
import { menuRows, type MenuRow } from './menu-tree'

// 角色管理 as GetActionById gives it with every documented field, and one the app never reads
const wholeAsSent = {
  id: 32,
  parentId: 3,
  type: 1,
  name: '角色管理',
  url: '/system/role',
  value: '',
  needAction: 0,
  sort: 2,
  isHidden: 0,
  status: 1,
  code: 'ACT0032',
  icon: 'team',
  roleList: [{ name: '新增角色', value: 'role.add', id: 321 }],
  RowVersion: 3,
}
const whole: ActionRecord = asLoaded(wholeAsSent)
const row: MenuRow = { key: '32', id: 32, parentId: 3, name: '角色管理', code: 'ACT0032' }

describe('the menu edit body: what was not read is not sent', () => {
  it('sends back every field of a whole record, with the name changed', () => {
    const values = { ...editValues(whole), name: '角色配置' }
    expect(unreadFields(values)).toEqual([])
    // the record as it came, its buttons too
    expect(toActionBody(values, { record: whole, row })).toEqual({
      ...wholeAsSent,
      name: '角色配置',
    })
  })

  it('a button renamed keeps what the record gave of it; a new one is sent as typed', () => {
    const values = {
      ...editValues(whole),
      roleList: [
        { name: '添加角色', value: 'role.add' },
        { name: '删除角色', value: 'role.del' },
      ],
    }
    expect(toActionBody(values, { record: whole, row }).roleList).toEqual([
      { name: '添加角色', value: 'role.add', id: 321 },
      { name: '删除角色', value: 'role.del' },
    ])
  })

  it('keeps the value of a menu or a page; clears it only when a permission becomes one', () => {
    const menu: ActionRecord = asLoaded({ ...wholeAsSent, type: 0, value: 'legacy.menu' })
    const renamed = { ...editValues(menu), name: '系统' }
    expect(toActionBody(renamed, { record: menu, row }).value).toBe('legacy.menu')
    const permission: ActionRecord = asLoaded({ ...wholeAsSent, type: 2, value: 'role.edit' })
    const page = { ...editValues(permission), type: 1 as const }
    expect(toActionBody(page, { record: permission, row }).value).toBe('')
    const kept = { ...editValues(permission), name: '编辑角色' }
    expect(toActionBody(kept, { record: permission, row }).value).toBe('role.edit')
  })

  it('a record with only its id and name: the rename sends no blank, no 0 and no empty list', () => {
    const bare: ActionRecord = asLoaded({ id: 32, name: '角色管理' })
    const values = { ...editValues(bare), name: '角色配置' }
    expect(unreadFields(values)).toEqual(['类型', '路由地址', '图标', '排序', '隐藏', '需要权限'])
    // the keys come from the tree's row: the entry stays where it is
    expect(toActionBody(values, { record: bare, row })).toEqual({
      id: 32,
      code: 'ACT0032',
      parentId: 3,
      name: '角色配置',
    })
  })

  it('sends a field the record lacked once the user fills it in', () => {
    const bare: ActionRecord = asLoaded({ id: 32, name: '角色管理', type: 1 })
    const values = { ...editValues(bare), url: ' /system/role ', isHidden: false }
    expect(toActionBody(values, { record: bare, row })).toMatchObject({
      url: '/system/role',
      isHidden: 0,
    })
  })

  it('a page whose buttons could not be read sends none of its own (it would delete them)', () => {
    const { roleList: _buttons, ...noList } = wholeAsSent
    const none: ActionRecord = asLoaded(noList)
    expect(editValues(none).roleList).toBeUndefined()
    expect(toActionBody(editValues(none), { record: none, row })).not.toHaveProperty('roleList')
    // a list without its values cannot be edited: it goes back as it came
    const odd = [{ name: '新增角色', value: undefined }]
    const unreadable: ActionRecord = asLoaded({ ...wholeAsSent, roleList: odd })
    expect(editValues(unreadable).roleList).toBeUndefined()
    expect(toActionBody(editValues(unreadable), { record: unreadable, row }).roleList).toBe(odd)
  })

  it('a status the record lacked is not sent; an entry without parentId anywhere stays put', () => {
    const { status: _status, parentId: _parentId, ...rest } = wholeAsSent
    const record: ActionRecord = asLoaded(rest)
    const body = toActionBody(editValues(record), { record, row: { key: '32', id: 32, name: 'x' } })
    expect(body).not.toHaveProperty('status')
    expect(body).not.toHaveProperty('parentId')
  })

  it('adding keeps its defaults: a top-level entry goes under 0, a child under its parent', () => {
    expect(toActionBody({ ...newValues(), name: '新菜单' }, {})).toMatchObject({
      parentId: 0,
      type: 0,
      status: 1,
    })
    const [parent] = menuRows([{ id: 3, type: 0, name: '系统管理', child: [] }])
    expect(toActionBody({ ...newValues(parent), name: '新页面' }, { parentId: 3 })).toMatchObject({
      parentId: 3,
      type: 1,
      roleList: [],
    })
  })
})

describe('an entry without the key an action needs', () => {
  const blind: MenuRow = { key: '#/0', name: '无编号', status: undefined }

  it('refuses 编辑 and 新增子项 without an id, and the status toggle without a code', () => {
    expect(editRefusal(blind)).toBe('该项没有编号，无法读取和编辑')
    expect(addChildRefusal(blind)).toBe('该项没有编号，不能在其下新增')
    expect(toggleRefusal(blind)).toBe('该项没有编码，无法切换状态')
    expect(editRefusal(row)).toBeUndefined()
    expect(addChildRefusal(row)).toBeUndefined()
    expect(toggleRefusal(row)).toBeUndefined()
  })

  it('asks about a status it does not know without claiming one', () => {
    expect(statusQuestion(blind)).toBe('确定切换“无编号”的有效状态吗？')
    expect(statusQuestion({ name: '岗位管理', status: 0 })).toBe('确定将“岗位管理”设为有效吗？')
  })

  it('keys a row without an id by its place, so it still shows', () => {
    const rows = menuRows([{ name: '甲', child: [{ id: 7, name: '乙', child: [] }] }])
    expect(rows.map((r) => r.key)).toEqual(['#/0'])
    expect(rows[0].children?.map((r) => r.key)).toEqual(['7'])
  })
})
