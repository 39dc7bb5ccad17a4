import {
  DROPPED_UPLOAD,
  MAX_PERSISTED_DATA_URL,
  buildSeed,
  persistable,
  saveTo,
  type Db,
} from './db'

const big = `data:image/png;base64,${'A'.repeat(MAX_PERSISTED_DATA_URL)}`
const small = 'data:image/png;base64,iVBORw0KGgo='

function withUploads(): Db {
  const state = buildSeed()
  state.uploads = [
    { url: big, name: 'big.png', size: 300_000 },
    { url: small, name: 'small.png', size: 10 },
    { url: '/mock/uploads/3/a.xls', name: 'a.xls', size: 5 },
  ]
  state.users[2].headImage = big
  state.users[3].headImage = small
  return state
}

describe('mock db persistence', () => {
  it('keeps data URLs out of the uploads log and caps the ones in use', () => {
    const stored = JSON.parse(persistable(withUploads())) as Db
    expect(stored.uploads.map((u) => u.url)).toEqual(['', '', '/mock/uploads/3/a.xls'])
    expect(stored.users[2].headImage).toBe(DROPPED_UPLOAD)
    expect(stored.users[3].headImage).toBe(small)
  })

  it('warns instead of failing silently when the storage is full', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const full = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError')
      },
    }
    expect(saveTo(full, buildSeed())).toBe(false)
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('could not persist'),
      expect.any(DOMException),
    )
    const written: string[] = []
    expect(saveTo({ setItem: (_k, v) => void written.push(v) }, buildSeed())).toBe(true)
    expect(written).toHaveLength(1)
    warn.mockRestore()
  })
})
