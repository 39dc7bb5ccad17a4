import { Alert, Breadcrumb, Button, Empty, Input, Pagination, Skeleton, Spin } from 'antd'
import { useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useGetNewsPageListByTypeIdQuery } from '../../api/assumed'
import { PublicFrame } from '../../components/public/public-frame'
import { NewsListItems } from './news-list-items'
import {
  NEWS_PAGE_SIZES,
  newsListBody,
  newsListSearch,
  newsTypeTitle,
  readNewsListState,
  type NewsListState,
} from './news-list-query'
import { paths } from '../../lib/paths'
import './news-pages.css'

/** /newslist?typeId=1|2: paged news (新闻动态) or policies (政策法规) with a keyword search. */
export function Component() {
  const [params, setParams] = useSearchParams()
  const state = readNewsListState(params)
  const title = newsTypeTitle(state.typeId)
  const { data, error, isLoading, isFetching, refetch } = useGetNewsPageListByTypeIdQuery(
    newsListBody(state),
  )
  const rows = data?.data ?? []
  const total = data?.total ?? 0
  const headingRef = useRef<HTMLHeadingElement>(null)
  // the box follows the URL (back, forward, a footer link) but keeps what the user is typing
  const [keyword, setKeyword] = useState(state.keyword)
  const [urlKeyword, setUrlKeyword] = useState(state.keyword)
  if (urlKeyword !== state.keyword) {
    setUrlKeyword(state.keyword)
    setKeyword(state.keyword)
  }

  const go = (next: Partial<NewsListState>) => {
    setParams(newsListSearch({ ...state, ...next }))
    window.scrollTo({ top: 0 })
  }
  // A new page starts at the top: so does keyboard focus, instead of staying on the pager below.
  const goToPage = (next: Partial<NewsListState>) => {
    go(next)
    headingRef.current?.focus({ preventScroll: true })
  }

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
            onSearch={(value) => go({ keyword: value.trim(), page: 1 })}
          />
        </div>
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : error ? (
          <Alert
            type="error"
            showIcon
            title="新闻列表加载失败"
            description={'message' in error ? error.message : undefined}
            action={
              <Button size="small" onClick={() => void refetch()}>
                重试
              </Button>
            }
          />
        ) : (
          <Spin spinning={isFetching}>
            {rows.length ? <NewsListItems rows={rows} /> : <Empty description="暂无数据" />}
          </Spin>
        )}
        {total > 0 && !error && (
          <Pagination
            className="news-page__pager"
            current={state.page}
            pageSize={state.size}
            total={total}
            pageSizeOptions={NEWS_PAGE_SIZES}
            showSizeChanger
            showTotal={(count) => `共 ${count} 条`}
            onChange={(page, size) => goToPage(size !== state.size ? { page: 1, size } : { page })}
          />
        )}
      </div>
    </PublicFrame>
  )
}
