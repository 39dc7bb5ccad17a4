import { Breadcrumb, Empty, Input, Pagination, Spin } from 'antd'
import { useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useGetNewsPageListByTypeIdQuery } from '../../api/assumed'
import { QueryState } from '../../components/query-state'
import { listPagination } from '../../components/list/pagination'
import { NO_PAGE } from '../../components/list/paging'
import { useListState } from '../../components/list/use-list-state'
import { PublicFrame } from '../../components/public/public-frame'
import { DetailFallback } from './news-detail-state'
import { NewsListItems } from './news-list-items'
import { isNewsType, newsListBody, newsListSpec, newsTypeTitle } from './news-list-query'
import { paths } from '../../lib/paths'
import './news-pages.css'

/** /newslist?typeId=1|2: paged news (新闻动态) or policies (政策法规) with a keyword search. */
function NewsListPage() {
  const list = useListState(newsListSpec)
  const { typeId, keyword: urlKeyword } = list.filters
  const title = newsTypeTitle(typeId)
  // a typeId that is neither list (an old or mistyped link) says so instead of showing news
  const [params] = useSearchParams()
  const unknownType = !isNewsType(params.get('typeId'))
  const query = useGetNewsPageListByTypeIdQuery(newsListBody(list), { skip: unknownType })
  const page = query.data ?? NO_PAGE
  const headingRef = useRef<HTMLHeadingElement>(null)
  // the box follows the URL (back, forward, a footer link) but keeps what the user is typing
  const [keyword, setKeyword] = useState(urlKeyword)
  const [shownKeyword, setShownKeyword] = useState(urlKeyword)
  if (shownKeyword !== urlKeyword) {
    setShownKeyword(urlKeyword)
    setKeyword(urlKeyword)
  }

  const search = (value: string) => {
    list.setFilters({ keyword: value.trim() })
    window.scrollTo({ top: 0 })
  }
  // A new page starts at the top: so does keyboard focus, instead of staying on the pager below.
  const goToPage = (next: number, size: number) => {
    list.setPage(next, size)
    window.scrollTo({ top: 0 })
    headingRef.current?.focus({ preventScroll: true })
  }

  if (unknownType)
    return (
      <PublicFrame>
        <DetailFallback title="栏目不存在" text="请从首页的新闻动态或政策法规进入。" />
      </PublicFrame>
    )
  return (
    <PublicFrame>
      <div className="news-page">
        <Breadcrumb
          className="news-page__crumbs"
          aria-label="面包屑"
          items={[{ title: <Link to={paths.home}>首页</Link> }, { title }]}
        />
        <div className="news-page__head">
          <h1 ref={headingRef} tabIndex={-1}>
            {title}
          </h1>
          <Input.Search
            className="news-page__search"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder="请输入关键字"
            aria-label="搜索关键字"
            enterButton="搜索"
            allowClear
            onSearch={search}
          />
        </div>
        <Spin spinning={query.isFetching && !query.isLoading}>
          <QueryState
            query={query}
            empty={page.rows.length === 0}
            errorTitle="新闻列表加载失败"
            rows={7}
            emptyImage={Empty.PRESENTED_IMAGE_DEFAULT}
          >
            <NewsListItems rows={page.rows} />
          </QueryState>
        </Spin>
        {page.total > 0 && !query.isError && (
          <Pagination
            className="news-page__pager"
            {...listPagination(list, page.total)}
            showQuickJumper={false}
            onChange={goToPage}
          />
        )}
      </div>
    </PublicFrame>
  )
}

export { NewsListPage as Component }
