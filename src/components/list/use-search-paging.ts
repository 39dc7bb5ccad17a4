import { useState } from 'react'

/** The keyword and page of a searched list (SearchList): what its query asks for. */
export interface SearchPaging {
  keyword: string
  page: number
  pageSize: number
  setPage: (page: number) => void
  /** a new keyword: the list starts again on its first page */
  search: (keyword: string) => void
}

/** A searched list's keyword and page of pageSize rows, from no keyword on the first page. */
export function useSearchPaging(pageSize: number): SearchPaging {
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const search = (text: string) => {
    setKeyword(text)
    setPage(1)
  }
  return { keyword, page, pageSize, setPage, search }
}
