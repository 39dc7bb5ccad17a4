import { Form, Input, Pagination, Segmented, Spin } from 'antd'
import { useGetSearchPageListQuery } from '../../api/train-res'
import { FilterBar } from '../../components/list/filter-bar'
import { listPagination } from '../../components/list/pagination'
import { NO_PAGE } from '../../components/list/paging'
import { useListState } from '../../components/list/use-list-state'
import { LearnerPage } from './learner-page'
import { myStudyBody, myStudySpec, STUDY_TABS, type StudyTab } from './my-study-query'
import { QueryState } from '../../components/query-state'
import { StudyCourseList } from './study-course-list'

/**
 * 我的学习: the courses the learner studies (or collected), each with its progress and a button
 * that opens the study page. Tab, keyword and page live in the URL.
 */
function MyStudyPage() {
  const list = useListState(myStudySpec)
  const query = useGetSearchPageListQuery(myStudyBody(list))
  const page = query.data ?? NO_PAGE
  return (
    <LearnerPage>
      <Segmented<StudyTab>
        className="my-study__tabs"
        aria-label="课程范围"
        options={[...STUDY_TABS]}
        value={list.filters.tab}
        onChange={(tab) => list.setFilters({ tab })}
      />
      <FilterBar list={list} label="课程查询">
        <Form.Item name="keyword" label="课程名称">
          <Input placeholder="请输入关键字" allowClear />
        </Form.Item>
      </FilterBar>
      <QueryState query={query} empty={!page.rows.length} errorTitle="我的课程加载失败" rows={6}>
        <Spin spinning={query.isFetching}>
          <StudyCourseList courses={page.rows} />
        </Spin>
      </QueryState>
      {page.total > 0 && !query.error && (
        <Pagination className="learner-pager" {...listPagination(list, page.total)} />
      )}
    </LearnerPage>
  )
}

export { MyStudyPage as Component }
