// What the Storybook preview reports on its channel, tapped for the story journeys.

export type StoryReport = { finished: string | null; errors: string[]; storyId: string | null }
type Channel = { on: (event: string, listener: (e: any) => void) => void } // eslint-disable-line @typescript-eslint/no-explicit-any
type A11yResult = { violations?: { id: string; impact?: string; nodes: { target: string[] }[] }[] }

/** Runs in the story iframe before Storybook boots: records what the preview's channel reports. */
export function tapChannel() {
  const report: StoryReport = { finished: null, errors: [], storyId: null }
  ;(window as unknown as { __storyReport: StoryReport }).__storyReport = report
  const tapped = new WeakSet<Channel>()
  let channel: Channel | undefined
  const tap = (c: Channel | undefined) => {
    if (!c || typeof c.on !== 'function' || tapped.has(c)) return
    tapped.add(c)
    const text = (e: { message?: string; title?: string; description?: string } | undefined) =>
      (e && (e.message || e.title || e.description)) || JSON.stringify(e)
    c.on('playFunctionThrewException', (e) => report.errors.push('play function threw: ' + text(e)))
    c.on('unhandledErrorsWhilePlaying', (list) =>
      report.errors.push('unhandled errors while playing: ' + (list ?? []).map(text).join('; ')),
    )
    c.on('storyThrewException', (e) => report.errors.push('story threw: ' + text(e)))
    c.on('storyErrored', (e) => report.errors.push('story errored: ' + text(e)))
    c.on('storyMissing', (id) => report.errors.push('story missing: ' + id))
    c.on('storyFinished', (e) => {
      // after a switch, only the story switched to (the first load takes the one in the url)
      if (report.storyId && e?.storyId !== report.storyId) return
      report.finished = e?.status ?? 'unknown'
      for (const r of (e?.reporters ?? []) as {
        status: string
        type: string
        result?: A11yResult
      }[]) {
        if (r.status === 'failed') report.errors.push(`${r.type} report failed`)
        // addon-a11y's axe run after each story, once it has settled (.storybook/settle.ts):
        // reported as a warning (its default `todo`, what Storybook's panel shows designers);
        // serious and critical ones fail here, as in the journeys' own axe checks
        if (r.type !== 'a11y') continue
        for (const v of r.result?.violations ?? [])
          if (v.impact === 'serious' || v.impact === 'critical')
            report.errors.push(
              `accessibility: ${v.id} (${v.impact}) on ${v.nodes.length} element(s), first ` +
                v.nodes[0]?.target.join(' '),
            )
      }
    })
  }
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (c) => {
      channel = c
      tap(c)
    },
  })
}
