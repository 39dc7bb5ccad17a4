import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LinkGroup, PillsLoading } from './link-group'

const meta = {
  title: 'Components/LinkGroup',
  tags: ['autodocs'],
  component: LinkGroup,
  args: {
    links: [
      {
        pcLinkName: '电工作业',
        pcLinkUrl: 'https://example.com/skill/electric',
      },
      { pcLinkName: '第一课堂', pcLinkUrl: '' },
      { pcLinkName: '高处作业', pcLinkUrl: 'https://example.com/skill/height' },
      { pcLinkName: '证书查询（未开放）', pcLinkUrl: '#' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LinkGroup>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: '第一课堂' })).toHaveAttribute(
      'href',
      '/firstclassindex',
    )
    await expect(canvas.queryByRole('link', { name: /证书查询/ })).toBeNull()
  },
}

export const Pills: Story = { args: { variant: 'pills' } }

export const Empty: Story = { args: { links: [] } }

/** The row of pills while its links load: grey pills as wide as a four-character name. */
export const PillsWhileLoading: Story = {
  render: () => <PillsLoading />,
  parameters: { stillLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('加载中')).toBeInTheDocument()
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0)
  },
}
