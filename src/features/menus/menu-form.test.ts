import type { ActionRecord } from '../../api/sys-action'
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

// 角色管理 as GetActionById gives it with every documented field
const whole: ActionRecord = {
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
  roleList: [{ name: '新增角色', value: 'role.add' }],
}
const row: MenuRow = { key: '32', id: 32, parentId: 3, name: '角色管理', code: 'ACT0032' }

describe('the menu edit body: what was not read is not sent', () => {
  it('sends back every field of a whole record, with the name changed', () => {
    const values = { ...editValues(whole), name: '角色配置' }
    expect(unreadFields(values)).toEqual([])
    expect(toActionBody(values, { record: whole, row })).toEqual({
      id: 32,
      code: 'ACT0032',
      parentId: 3,
      type: 1,
      name: '角色配置',
      url: '/system/role',
      icon: 'team',
      value: '',
      sort: 2,
      isHidden: 0,
      needAction: 0,
      status: 1,
      roleList: [{ name: '新增角色', value: 'role.add' }],
    })
  })

  it('a record with only its id and name: the rename sends no blank, no 0 and no empty list', () => {
    const bare: ActionRecord = { id: 32, name: '角色管理' }
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
    const bare: ActionRecord = { id: 32, name: '角色管理', type: 1 }
    const values = { ...editValues(bare), url: ' /system/role ', isHidden: false }
    expect(toActionBody(values, { record: bare, row })).toMatchObject({
      url: '/system/role',
      isHidden: 0,
    })
  })

  it('a page whose buttons could not be read never sends roleList (it would delete them)', () => {
    for (const roleList of [undefined, [{ name: '新增角色', value: undefined }]]) {
      const record: ActionRecord = { ...whole, roleList }
      const values = editValues(record)
      expect(values.roleList).toBeUndefined()
      expect(toActionBody(values, { record, row })).not.toHaveProperty('roleList')
    }
  })

  it('a status the record lacked is not sent; an entry without parentId anywhere stays put', () => {
    const record: ActionRecord = { ...whole, status: undefined, parentId: undefined }
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
