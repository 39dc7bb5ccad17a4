import { Alert, Breadcrumb, Button, Empty, Input, Pagination, Skeleton, Spin } from 'antd'
import { Link, useSearchParams } from 'react-router'
import { useGetNewsPageListByTypeIdQuery } from '../../api/assumed'
import { PublicFrame } from '../../components/public/public-frame'
import { NewsListItems } from './news-list-items'
import { NEWS_PAGE_SIZES, newsListBody, newsListSearch, newsTypeTitle, readNewsListState, type NewsListState } from './news-list-query'
import './news-pages.css'

/** /newslist?typeId=1|2: paged news (新闻动态) or policies (政策法规) with a keyword search. */
export function Component() {
  const [params, setParams] = useSearchParams()
  const state = readNewsListState(params)
  const title = newsTypeTitle(state.typeId)
  const { data, error, isLoading, isFetching, refetch } = useGetNewsPageListByTypeIdQuery(newsListBody(state))
  const rows = data?.data ?? []
  const total = data?.total ?? 0

  const go = (next: Partial<NewsListState>) => {
    setParams(newsListSearch({ ...state, ...next }))
    window.scrollTo({ top: 0 })
  }

  return (
    <PublicFrame>
      <div className="news-page">
        <Breadcrumb className="news-page__crumbs" aria-label="面包屑" items={[{ title: <Link to="/home">首页</Link> }, { title }]} />
        <div className="news-page__head">
          <h1>{title}</h1>
          <Input.Search
            key={state.keyword}
            className="news-page__search"
            defaultValue={state.keyword}
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
            action={<Button size="small" onClick={() => void refetch()}>重试</Button>}
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
            onChange={(page, size) => go(size !== state.size ? { page: 1, size } : { page })}
          />
        )}
      </div>
    </PublicFrame>
  )
}
