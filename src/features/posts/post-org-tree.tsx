import { memo, useState } from 'react'
import { Button, Grid } from 'antd'
import { OrgTreeView } from '../../components/org-post/org-tree-view'

export interface PostOrgTreeProps {
  /** the orgCode chosen ('' for every post) */
  value: string
  /** a department was clicked ('' when it was let go, or 全部岗位) */
  onChange: (orgCode: string) => void
}

/**
 * The organisation tree beside the post list: a click on a department lists its posts, a second
 * click (or 全部岗位) lists every post. A virtual Tree: thousands of departments stay smooth.
 */
export const PostOrgTree = memo(function PostOrgTree({ value, onChange }: PostOrgTreeProps) {
  // a fresh tree per visit of the screen (behaviour B7.6: a random date param)
  const [date] = useState(() => Date.now())
  // beside the list from 992 px (antd lg), above it on a phone: shorter there
  const wide = Grid.useBreakpoint().lg ?? true

  return (
    <OrgTreeView
      mode="select"
      picked={value ? [value] : []}
      onPick={(item, on) => onChange(on ? item.orgCode : '')}
      date={date}
      height={wide ? 520 : 280}
      loadingRows={8}
      className="posts-tree"
    >
      <Button
        type={value ? 'default' : 'primary'}
        ghost={!value}
        block
        aria-pressed={!value}
        onClick={() => onChange('')}
      >
        全部岗位
      </Button>
    </OrgTreeView>
  )
})
