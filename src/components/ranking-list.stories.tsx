import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RankingList } from './ranking-list'

const names = ['张伟', '李娜', '王芳', '刘洋', '陈静', '杨磊', '赵敏', '黄强', '周杰', '吴倩']

const meta = {
  title: 'Components/RankingList',
  tags: ['autodocs'],
  component: RankingList,
  args: {
    entries: names.slice(0, 5).map((chnName, i) => ({
      chnName,
      orgName: ['一车间', '安全科', '二车间', '设备科', '质检部'][i],
      // every other learner without a picture: the initial stands in
      headImg: i % 2 === 0 ? '/mock/covers/avatar.svg' : '',
      studyHoursStr: String(48.5 - i * 6),
    })),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof RankingList>

export default meta
type Story = StoryObj<typeof meta>

/** The dashboard's top five: the first three ranks are coloured. */
export const TopFive: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('listitem')
    await expect(rows).toHaveLength(5)
    await expect(rows[0]).toHaveTextContent('48.5 学时')
  },
}

/** A later page of the full ranking starts at its offset; the learner's own row is marked. */
export const LaterPage: Story = {
  args: {
    start: 5,
    current: 2,
    entries: names.slice(5).map((chnName, i) => ({
      chnName,
      orgName: '二车间',
      studyHoursStr: String(18 - i * 2),
    })),
  },
}

/** Long names and organisations are cut with an ellipsis, hours as the backend wrote them. */
export const LongTexts: Story = {
  args: {
    entries: [
      {
        chnName: '欧阳娜娜',
        orgName: '华东机械制造有限公司第一生产事业部数控加工车间',
        studyHoursStr: '120小时30分',
      },
    ],
  },
}

export const Empty: Story = { args: { entries: [] } }
