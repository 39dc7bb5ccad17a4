import { AppstoreOutlined, BookOutlined, BuildOutlined, FireOutlined, MedicineBoxOutlined, SafetyCertificateOutlined, ThunderboltOutlined, ToolOutlined, CarOutlined, ExperimentOutlined, TeamOutlined, AlertOutlined } from '@ant-design/icons'
import { useGetHomeResDirListQuery } from '../../api/assumed'
import type { ResDir } from '../../api/types'
import { config } from '../../lib/env'
import { HomeSection, SectionBody } from './home-section'

interface Category {
  code: string
  name: string
}

// Used when the backend has fewer than 12 directories; their code is the name (assumed cate value).
const FIXED_CATEGORIES = ['安全生产法规', '工伤预防知识', '机械安全', '建筑施工安全', '职业健康', '应急救援', '消防安全', '电气安全', '危险化学品', '交通运输安全', '特种作业', '班组安全管理']
const ICONS = [SafetyCertificateOutlined, BookOutlined, ToolOutlined, BuildOutlined, MedicineBoxOutlined, AlertOutlined, FireOutlined, ThunderboltOutlined, ExperimentOutlined, CarOutlined, AppstoreOutlined, TeamOutlined]
const TILE_COUNT = 12

/** Directories first, then fixed names not already there: always two rows of six. */
export function categoriesOf(dirs: ResDir[]): Category[] {
  const list: Category[] = dirs.map((d) => ({ code: d.dCode, name: d.dName }))
  for (const name of FIXED_CATEGORIES) {
    if (list.length >= TILE_COUNT) break
    if (!list.some((c) => c.name === name)) list.push({ code: name, name })
  }
  return list.slice(0, TILE_COUNT)
}

export const categoryUrl = (code: string) => `${config.courseListUrl}?cate=${encodeURIComponent(code)}`

/** Course category tiles, each opening the external course list in a new tab. */
export function HomeCategories() {
  const query = useGetHomeResDirListQuery()
  const categories = categoriesOf(query.data?.data ?? [])
  return (
    <HomeSection id="home-categories" title="课程分类">
      <SectionBody query={query} empty={!categories.length} rows={2}>
        <ul className="home-categories">
          {categories.map((c, i) => {
            const Icon = ICONS[i % ICONS.length]
            return (
              <li key={c.code}>
                <a className={`home-category home-category--${i % 6}`} href={categoryUrl(c.code)} target="_blank" rel="noopener noreferrer">
                  <Icon aria-hidden className="home-category__icon" />
                  <span className="home-category__name">{c.name}</span>
                </a>
              </li>
            )
          })}
        </ul>
      </SectionBody>
    </HomeSection>
  )
}
