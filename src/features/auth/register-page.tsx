/** Stub: replaced within this issue. */
export function Component() {
  return <div>TODO</div>
}
