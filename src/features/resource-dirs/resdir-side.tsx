import {
  useGetIndexResDirListQuery,
  useGetListByPNoQuery,
  type ResDir,
} from '../../api/train-resdir'
import { QueryState, type QueryLike } from '../../components/query-state'

interface DirQuery extends QueryLike {
  data?: ResDir[]
}

/** One titled list of directories: name and, when the answer has it, how many resources. */
function DirList({ id, title, query }: { id: string; title: string; query: DirQuery }) {
  const dirs = query.data ?? []
  return (
    <section className="resdir-side__section">
      <h2 id={id} className="resdir-side__title">
        {title}
      </h2>
      <QueryState query={query} empty={!dirs.length} errorTitle={`${title}加载失败`} rows={3}>
        <ol className="resdir-side__list" aria-labelledby={id}>
          {dirs.map((dir) => (
            <li key={dir.dCode}>
              <span className="resdir-side__name">{dir.dName}</span>
              {dir.resCount !== undefined && (
                <span className="resdir-side__count">{dir.resCount} 个资源</span>
              )}
            </li>
          ))}
        </ol>
      </QueryState>
    </section>
  )
}

/**
 * Beside the tree: the selected directory's sub-directories (GetListByPNo; the top level when
 * nothing is selected) and the directories the home page shows as tabs (GetIndexResDirList).
 */
export function ResDirSide({ selected }: { selected?: ResDir }) {
  const children = useGetListByPNoQuery({ pNo: selected?.dCode ?? '' })
  const home = useGetIndexResDirListQuery()
  return (
    <aside className="resdir-side" aria-label="目录列表">
      <DirList
        id="resdir-side-children"
        title={selected ? `「${selected.dName}」的下级目录` : '顶级目录'}
        query={children}
      />
      <DirList id="resdir-side-home" title="首页目录" query={home} />
    </aside>
  )
}
