import { Tabs } from 'antd'
import { ListPage } from '../../components/list/list-page'
import { RECOMMEND_CATES } from './recommend-edit'
import { RecommendList } from './recommend-list'
import './recommend.css'

/**
 * 推荐课程 (/train/recommend): the three recommended lists of the first-class landing page,
 * 精选好课, 新课推荐 and 免费好课, one tab each, with their editing (EditRecommendRes).
 */
function RecommendPage() {
  return (
    <ListPage fallbackTitle="推荐课程">
      <Tabs
        className="recommend-tabs"
        items={RECOMMEND_CATES.map(({ cate, title, tag }) => ({
          key: String(cate),
          label: (
            <span>
              {title} <span className="recommend-tabs__tag">{tag}</span>
            </span>
          ),
          children: <RecommendList cate={cate} title={title} />,
        }))}
      />
    </ListPage>
  )
}

export { RecommendPage as Component }
