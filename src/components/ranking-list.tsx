import { Avatar, Empty } from 'antd'
import type { RankingEntry } from '../api/train-res'
import { studyHoursLabel } from './study-hours'
import './ranking-list.css'

export interface RankingListProps {
  entries: RankingEntry[]
  /** rank of the entry before the first one (a later page starts at 10, 20 ...) */
  start?: number
  /** index (in entries) of the signed-in learner's own row: marked with aria-current */
  current?: number
}

/** A learner's study hours as the ranking shows them. */
export function StudyHours({ value, className }: { value: string; className?: string }) {
  return <span className={className}>{studyHoursLabel(value)}</span>
}

/** The first character of a name, shown when there is no avatar or it fails to load. */
const initialOf = (name: string) => Array.from(name.trim())[0] ?? '?'

/** The study ranking: rank, avatar, name, organisation and study hours of each learner. */
export function RankingList({ entries, start = 0, current }: RankingListProps) {
  if (!entries.length)
    return (
      <Empty
        className="ranking-list__empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="暂无数据"
      />
    )
  return (
    <ol className="ranking-list" aria-label="学习排行">
      {entries.map((entry, i) => {
        const rank = start + i + 1
        return (
          <li
            key={`${rank}-${entry.chnName}`}
            className={`ranking-list__item${i === current ? ' ranking-list__item--current' : ''}`}
            aria-current={i === current ? 'true' : undefined}
          >
            <span className={`ranking-list__rank ranking-list__rank--${rank}`} aria-hidden>
              {rank}
            </span>
            <span className="sr-only">第{rank}名</span>
            <Avatar className="ranking-list__avatar" src={entry.headImg || undefined} alt="">
              {initialOf(entry.chnName)}
            </Avatar>
            <span className="ranking-list__who">
              <span className="ranking-list__name">{entry.chnName}</span>
              {entry.orgName && <span className="ranking-list__org">{entry.orgName}</span>}
            </span>
            <StudyHours className="ranking-list__hours" value={entry.studyHoursStr} />
          </li>
        )
      })}
    </ol>
  )
}
