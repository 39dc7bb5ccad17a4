import { useState } from 'react'
import { Flex, Segmented, Typography } from 'antd'
import { OrgTreeView } from '../org-post/org-tree-view'
import { PostListView } from './post-list-view'
import { pickOrg, type Picked } from './selection'
import { UserListView } from './user-list-view'

export interface UserTabProps {
  /** the userIds picked */
  picked: readonly string[]
  onPick: (users: Picked[], on: boolean) => void
  /** the GetOrgTree cache-buster of this opening */
  date: number
  companyCode?: string
}

type By = 'org' | 'post'

const BY_OPTIONS: { label: string; value: By }[] = [
  { label: '部门', value: 'org' },
  { label: '岗位', value: 'post' },
]

/**
 * 人员: on the left a department tree or a post list narrows the users; on the right the users,
 * picked with checkboxes. With no department or post chosen every user is listed.
 */
export function UserTab({ picked, onPick, date, companyCode }: UserTabProps) {
  const [by, setBy] = useState<By>('org')
  const [org, setOrg] = useState<Picked>()
  const [post, setPost] = useState<Picked>()
  const scope = by === 'org' ? org : post

  return (
    <Flex wrap gap={16} align="flex-start">
      <Flex vertical gap={8} style={{ flex: '1 1 220px', minWidth: 0 }}>
        <Segmented<By>
          block
          aria-label="按部门或岗位筛选"
          options={BY_OPTIONS}
          value={by}
          onChange={setBy}
        />
        {by === 'org' ? (
          <OrgTreeView
            mode="select"
            label="人员所在部门"
            picked={org ? [org.id] : []}
            onPick={pickOrg((item, on) => setOrg(on ? item : undefined))}
            date={date}
            companyCode={companyCode}
            height={300}
          />
        ) : (
          <PostListView
            mode="radio"
            compact
            picked={post ? [post.id] : []}
            onPick={(items, on) => setPost(on ? items[0] : undefined)}
            companyCode={companyCode}
          />
        )}
      </Flex>
      <Flex vertical gap={8} style={{ flex: '3 1 360px', minWidth: 0 }}>
        <Typography.Text type="secondary">
          {scope ? `${by === 'org' ? '部门' : '岗位'}：${scope.name}` : '全部人员'}
        </Typography.Text>
        <UserListView
          orgCode={by === 'org' ? org?.id : undefined}
          postCode={by === 'post' ? post?.id : undefined}
          companyCode={companyCode}
          picked={picked}
          onPick={onPick}
        />
      </Flex>
    </Flex>
  )
}
