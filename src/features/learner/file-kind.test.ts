import { safeFileUrl } from '../../lib/file-url'
import { fileKind } from './file-kind'

describe('fileKind', () => {
  it('reads the backend fileType first: a kind, an extension or a dotted extension', () => {
    expect(fileKind({ fileType: 'pdf', enclosureName: 'a.xls' })).toBe('pdf')
    expect(fileKind({ fileType: 'DOCX' })).toBe('word')
    expect(fileKind({ fileType: '.xlsx' })).toBe('excel')
    expect(fileKind({ fileType: 'excel' })).toBe('excel')
    expect(fileKind({ fileType: 'pptx' })).toBe('ppt')
  })

  it('falls back to the name, then the url, then other', () => {
    expect(fileKind({ fileType: '', enclosureName: '照片.JPG' })).toBe('image')
    expect(fileKind({ enclosureName: '制度', url: '/files/a.doc?v=2' })).toBe('word')
    expect(fileKind({ fileType: 'zip', enclosureName: '资料.zip' })).toBe('other')
    expect(fileKind({ enclosureName: 'v1.2/说明', url: '' })).toBe('other')
  })
})

describe('safeFileUrl', () => {
  it('keeps http(s) addresses and paths on this site', () => {
    expect(safeFileUrl(' https://files.example.cn/a.pdf ')).toBe('https://files.example.cn/a.pdf')
    expect(safeFileUrl('http://x.cn/a')).toBe('http://x.cn/a')
    expect(safeFileUrl('/mock/files/a.pdf')).toBe('/mock/files/a.pdf')
    expect(safeFileUrl('files/a.pdf')).toBe('files/a.pdf')
  })

  it('gives no link for other schemes or nothing', () => {
    expect(safeFileUrl('javascript:alert(1)')).toBeUndefined()
    expect(safeFileUrl('JavaScript:alert(1)')).toBeUndefined()
    expect(safeFileUrl('data:text/html,x')).toBeUndefined()
    expect(safeFileUrl('file:///etc/passwd')).toBeUndefined()
    expect(safeFileUrl('')).toBeUndefined()
    expect(safeFileUrl(undefined)).toBeUndefined()
  })
})
