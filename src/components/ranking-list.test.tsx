import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../testing'
import type { RankingEntry } from '../api/train-res'
import { RankingList } from './ranking-list'

const entries: RankingEntry[] = [
  { chnName: '张伟', orgName: '一车间', headImg: '/mock/covers/avatar.svg', studyHoursStr: '12.5' },
  { chnName: '李娜', studyHoursStr: '8' },
  { chnName: '王芳', orgName: '安全科', studyHoursStr: '6小时30分' },
]

describe('RankingList', () => {
  it('shows rank, avatar or initial, name, organisation and hours', () => {
    const { container } = renderWithProviders(<RankingList entries={entries} />)
    const rows = within(screen.getByRole('list', { name: '学习排行' })).getAllByRole('listitem')
    expect(rows.map((r) => r.textContent)).toEqual([
      '1第1名张伟一车间12.5 学时',
      // no avatar: the first character of the name stands in for it
      '2第2名李李娜8 学时',
      // a text that is not a plain number is shown as the backend wrote it
      '3第3名王王芳安全科6小时30分',
    ])
    // the avatar repeats the name beside it: decorative
    const avatar = container.querySelector('img')!
    expect(avatar).toHaveAttribute('src', '/mock/covers/avatar.svg')
    expect(avatar).toHaveAttribute('alt', '')
  })

  it('numbers a later page from its offset and marks the current learner', () => {
    renderWithProviders(<RankingList entries={entries} start={10} current={1} />)
    const rows = screen.getAllByRole('listitem')
    expect(rows.map((r) => r.textContent?.slice(0, 6))).toEqual([
      '11第11名',
      '12第12名',
      '13第13名',
    ])
    expect(rows[1]).toHaveAttribute('aria-current', 'true')
    expect(rows[0]).not.toHaveAttribute('aria-current')
  })

  it('says 暂无数据 without entries', () => {
    renderWithProviders(<RankingList entries={[]} />)
    expect(screen.getByText('暂无数据', { ignore: 'script, style, title' })).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })
})
