import type { Meta, StoryObj } from '@storybook/react-vite'
import type { RequestHandler } from 'msw'
import { expect, within } from 'storybook/test'
import { handlers } from '../../../mocks/handlers'
import { adminSession } from '../../layout/story-fixtures'
import { Component as DashboardPage } from './dashboard-page'
import { DashboardCarousel } from './dashboard-carousel'
import { ImageNoticesCard } from './image-notices-card'
import { MessagesCard } from './messages-card'
import { ModelInfoCard } from './model-info-card'
import { NoticesCard } from './notices-card'
import { RankingCard } from './ranking-card'
import { StarsCard } from './stars-card'
import { answering, calls, dashboardAnswers, failing } from './story-fixtures'

const msw = (list: RequestHandler[]) => ({ msw: { handlers: [...list, ...handlers] } })

const meta = {
  title: 'Dashboard/Cards',
  parameters: msw(dashboardAnswers),
  // a card is as wide as a dashboard column (parameters.width for the wide ones)
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.width as number | undefined) ?? 420 }}>{Story()}</div>
    ),
  ],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Banners by pcBanner, 180 px, a slide every 5 s; a click follows the notice. */
export const Carousel: Story = {
  render: () => <DashboardCarousel />,
  parameters: { width: 760 },
}

/** The top five learners (GetRankingList limit 5). */
export const Ranking: Story = {
  render: () => <RankingCard />,
  play: async ({ canvasElement }) => {
    const rows = await within(canvasElement).findAllByRole('listitem')
    await expect(rows).toHaveLength(5)
  },
}

export const RankingEmpty: Story = {
  render: () => <RankingCard />,
  parameters: msw(answering(calls.ranking, [])),
}

/** A failed call: the card says what failed, the server's message and 重试. */
export const RankingFails: Story = {
  render: () => <RankingCard />,
  parameters: msw(failing(calls.ranking)),
}

/** The top three of the same ranking answer, with star marks. */
export const LearningStars: Story = { render: () => <StarsCard /> }

export const Notices: Story = { render: () => <NoticesCard /> }

export const NoticesFail: Story = {
  render: () => <NoticesCard />,
  parameters: msw(failing(calls.notices)),
}

/** The latest five messages; unread ones have a red dot and bold titles. */
export const Messages: Story = { render: () => <MessagesCard /> }

export const MessagesEmpty: Story = {
  render: () => <MessagesCard />,
  parameters: msw(answering(calls.messages, { models: [], totalCount: 0 })),
}

/** Covers by pcCoverUrlPath: a click shows the image large. */
export const ImageNotices: Story = { render: () => <ImageNoticesCard /> }

/** Models linking to a page of the user's menu or a web address. */
export const ModelInfo: Story = {
  render: () => <ModelInfoCard />,
  parameters: { preloadedState: { session: adminSession } },
}

export const ModelInfoFails: Story = {
  render: () => <ModelInfoCard />,
  parameters: msw(failing(calls.models)),
}

/** The whole page for an administrator: the four boxes and the project statistics. */
export const WholePageAdmin: Story = {
  render: () => <DashboardPage />,
  parameters: { width: 1280, preloadedState: { session: adminSession } },
}
