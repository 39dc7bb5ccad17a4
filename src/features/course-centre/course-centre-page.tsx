import { Alert, Button, Checkbox, Input, Pagination, Spin, Tabs } from 'antd'
import { useGetSearchPageListQuery } from '../../api/train-res'
import { useGetIndexResDirListQuery } from '../../api/train-resdir'
import { ListPage } from '../../components/list/list-page'
import { listPagination } from '../../components/list/pagination'
import { NO_PAGE } from '../../components/list/paging'
import { useListState } from '../../components/list/use-list-state'
import { QueryState } from '../../components/query-state'
import { CourseCentreGrid } from './course-centre-grid'
import { courseCentreBody, courseCentreSpec } from './course-centre-query'
import './course-centre.css'

/**
 * 课程中心 (/study/course): the learner's course grid (GetSearchPageList), 5 a row on a desktop,
 * with the directory tabs (GetIndexResDirList; the first, 全部, sends an empty code), a search,
 * 我的收藏 (isCollect 1) and a pager, all kept in the URL. A card opens /trainres/study?id=; its
 * star adds or removes the favourite.
 */
function CourseCentrePage() {
  const list = useListState(courseCentreSpec)
  const { filters } = list
  const dirs = useGetIndexResDirListQuery()
  const query = useGetSearchPageListQuery(courseCentreBody(list))
  const page = query.data ?? NO_PAGE
  const tabs = [{ dCode: '', dName: '全部' }, ...(dirs.data ?? [])]

  return (
    <ListPage fallbackTitle="课程中心">
      {dirs.isError && (
        <Alert
          type="warning"
          showIcon
          className="course-centre__dirs-error"
          title="课程目录加载失败，仅显示全部课程"
          action={
            <Button size="small" onClick={() => void dirs.refetch()}>
              重试
            </Button>
          }
        />
      )}
      <Tabs
        className="wrapping-tabs"
        activeKey={`dir-${filters.dir}`}
        onChange={(key) => list.setFilters({ dir: key.slice('dir-'.length) })}
        items={tabs.map((dir) => ({ key: `dir-${dir.dCode}`, label: dir.dName }))}
      />
      <div className="course-centre__toolbar" role="search" aria-label="课程查询">
        <Input.Search
          // a new keyword in the URL (back, 全部) shows in the field
          key={filters.keyword}
          className="course-centre__search"
          aria-label="搜索课程"
          placeholder="请输入课程名称"
          defaultValue={filters.keyword}
          allowClear
          enterButton="搜索"
          onSearch={(keyword) => list.setFilters({ keyword: keyword.trim() })}
        />
        <Checkbox
          checked={filters.fav === 1}
          onChange={(event) => list.setFilters({ fav: event.target.checked ? 1 : undefined })}
        >
          我的收藏
        </Checkbox>
      </div>
      <QueryState query={query} empty={!page.rows.length} errorTitle="课程加载失败" rows={8}>
        <Spin spinning={query.isFetching}>
          <CourseCentreGrid courses={page.rows} />
        </Spin>
      </QueryState>
      {page.total > 0 && !query.error && (
        <Pagination className="course-centre__pager" {...listPagination(list, page.total)} />
      )}
    </ListPage>
  )
}

export { CourseCentrePage as Component }
