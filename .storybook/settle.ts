import type { StoryContext } from '@storybook/react-vite'

/** How long a story may take to settle after its play function before it counts as failed. */
export const SETTLE_TIMEOUT_MS = 15_000

// What is still on its way: a loading box or spinner, or a skeleton standing in for lazy code or
// an answer; an antd (rc-motion) opening or closing in its first steps, before its CSS animation
// or transition has started (a dialog's first frames); any animation or transition running.
const LOADING = '[aria-busy="true"], .ant-skeleton, .ant-spin-spinning, .ant-btn-loading'
const MOTION_START = /^ant-[\w-]+-(?:enter|appear|leave)-(?:prepare|start)$/

function unsettled(stillLoading: boolean): string | null {
  const loading = stillLoading ? null : document.querySelector(LOADING)
  if (loading) return `loading: ${nameOf(loading)}`
  for (const element of document.body.querySelectorAll('[class*="-prepare"], [class*="-start"]'))
    if ([...element.classList].some((name) => MOTION_START.test(name)))
      return `opening or closing: ${nameOf(element)}`
  // finite ones only: a spinner or a skeleton's shimmer runs for ever
  const running = document
    .getAnimations()
    .find(
      (animation) =>
        animation.playState === 'running' &&
        animation.effect?.getComputedTiming().iterations !== Infinity,
    )
  if (running)
    return `animating: ${nameOf((running.effect as KeyframeEffect | null)?.target ?? null)}`
  return null
}

function nameOf(element: Element | null): string {
  if (!element) return 'the page'
  const label = element.getAttribute('aria-label')
  return `<${element.tagName.toLowerCase()}${label ? ` aria-label="${label}"` : ''} class="${element.className}">`
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))

/**
 * Runs after a story's play function, before addon-a11y's axe check (Storybook runs the
 * project's afterEach first): waits until nothing is loading, opening or animating, on two frames
 * running, so the check sees what the story shows and not a moment of its way there, however
 * busy the machine. A story that shows a loading state on purpose says so with
 * `parameters: { stillLoading: true }` (its motions are still waited for). A story still
 * unsettled after 15 s fails, saying what was still going on.
 */
export async function settle({ parameters, abortSignal }: StoryContext): Promise<void> {
  const deadline = performance.now() + SETTLE_TIMEOUT_MS
  let calm = 0
  while (calm < 2) {
    if (abortSignal.aborted) return
    await frame()
    const why = unsettled(parameters.stillLoading === true)
    calm = why ? 0 : calm + 1
    if (why && performance.now() > deadline)
      throw new Error(`story not settled after ${SETTLE_TIMEOUT_MS} ms (${why})`)
  }
}
