import {
  AlertOutlined,
  AppstoreOutlined,
  BookOutlined,
  BuildOutlined,
  CarOutlined,
  ExperimentOutlined,
  FireOutlined,
  MedicineBoxOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  ToolOutlined,
} from '@ant-design/icons'
import { useGetHomeResDirListQuery } from '../../api/assumed'
import type { ResDir } from '../../api/train-resdir'
import { config } from '../../lib/env'
import { LoadingList, QueryState } from '../../components/query-state'
import { HomeSection } from './home-section'

interface Category {
  name: string
  href: string
}

const ICONS = [
  SafetyCertificateOutlined,
  BookOutlined,
  ToolOutlined,
  BuildOutlined,
  MedicineBoxOutlined,
  AlertOutlined,
  FireOutlined,
  ThunderboltOutlined,
  ExperimentOutlined,
  CarOutlined,
  AppstoreOutlined,
  TeamOutlined,
]
/** Two rows of six at most (behaviour B2.9). */
const TILE_COUNT = 12

// Topics that fill the tiles when the backend has fewer than twelve directories.
const TOPICS = [
  '安全生产法规',
  '工伤预防知识',
  '机械安全',
  '建筑施工安全',
  '职业健康',
  '应急救援',
  '消防安全',
  '电气安全',
  '危险化学品',
  '交通运输安全',
  '特种作业',
  '班组安全管理',
]

const categoryUrl = (code: string) => `${config.courseListUrl}?cate=${encodeURIComponent(code)}`
const topicUrl = (name: string) => `${config.courseListUrl}?keyword=${encodeURIComponent(name)}`

/**
 * Two rows of six (behaviour B2.9): the backend's directories open the external list of their code;
 * the rest are topics that open a keyword search of that list, never a made-up directory code.
 */
function categoriesOf(dirs: ResDir[]): Category[] {
  const list: Category[] = dirs
    .filter((d) => d.dCode && d.dName)
    .slice(0, TILE_COUNT)
    .map((d) => ({ name: d.dName, href: categoryUrl(d.dCode) }))
  for (const name of TOPICS) {
    if (list.length >= TILE_COUNT) break
    if (!list.some((c) => c.name === name)) list.push({ name, href: topicUrl(name) })
  }
  return list
}

/** Course category tiles, each opening the external course list in a new tab. */
export function HomeCategories() {
  const query = useGetHomeResDirListQuery()
  const categories = categoriesOf(query.data ?? [])
  return (
    <HomeSection id="home-categories" title="课程分类">
      <QueryState
        query={query}
        empty={!categories.length}
        loading={
          // always twelve tiles once loaded (directories filled up with topics): the same room
          <LoadingList
            count={TILE_COUNT}
            className="home-categories"
            itemClassName="home-category home-category--loading"
          />
        }
      >
        <ul className="home-categories">
          {categories.map((c, i) => {
            const Icon = ICONS[i % ICONS.length]
            return (
              <li key={c.name}>
                <a
                  className={`home-category home-category--${i % 6}`}
                  href={c.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon aria-hidden className="home-category__icon" />
                  <span className="home-category__name">{c.name}</span>
                </a>
              </li>
            )
          })}
        </ul>
      </QueryState>
    </HomeSection>
  )
}
