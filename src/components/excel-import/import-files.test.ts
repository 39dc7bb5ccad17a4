import { checkImportFiles, templateHref } from './import-files'

describe('checkImportFiles', () => {
  it('asks for a file when none is chosen', () => {
    expect(checkImportFiles([])).toEqual({ ok: false, message: '请选择文件' })
  })

  it('takes exactly one file and names both counts otherwise', () => {
    const files = [{ name: 'a.xls' }, { name: 'b.xls' }, { name: 'c.xlsx' }]
    const check = checkImportFiles(files)
    expect(check).toEqual({ ok: false, message: '只能上传 1 个文件，当前选择了 3 个' })
  })

  it('takes xls and xlsx in any case, nothing else', () => {
    for (const name of ['用户.xls', 'users.XLSX', 'Users.Xls']) {
      const file = { name }
      expect(checkImportFiles([file])).toEqual({ ok: true, file })
    }
    for (const name of ['users.csv', 'users.xls.pdf', 'xlsx', 'users.xlsm']) {
      expect(checkImportFiles([{ name }])).toEqual({
        ok: false,
        message: '请上传excel文件！格式：xls,xlsx',
      })
    }
  })
})

describe('templateHref', () => {
  it('puts the template name under the wwwroot url, with or without its last slash', () => {
    expect(templateHref('/mock/files/')).toBe('/mock/files/user-import-template.xls')
    expect(templateHref('https://files.example.com/www')).toBe(
      'https://files.example.com/www/user-import-template.xls',
    )
    vi.stubEnv('VITE_USER_IMPORT_TEMPLATE', '员工模板.xlsx')
    expect(templateHref('/www/')).toBe('/www/员工模板.xlsx')
  })

  it('gives no link before the url is known, nor for another scheme', () => {
    expect(templateHref(undefined)).toBeUndefined()
    expect(templateHref('')).toBeUndefined()
    expect(templateHref('javascript:alert(1)//')).toBeUndefined()
  })
})
