// Which projects a run of `playwright test` will run: a web server is started for those only.
// Playwright starts every configured webServer whatever the projects asked for (its webServer is
// the config's, not a project's), and one of them builds the app for its project.

type Project = { name: string; dependencies?: string[] }

/** The values of --project on the command line (`--project=a`, `--project a`). */
function projectArgs(argv: string[]): string[] {
  const values: string[] = []
  argv.forEach((arg, i) => {
    if (arg.startsWith('--project=')) values.push(arg.slice('--project='.length))
    else if (arg === '--project' && argv[i + 1]) values.push(argv[i + 1])
  })
  return values
}

/** Playwright's project filter: the name, case aside, with `*` for any characters. */
const matcher = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
    'i',
  )

/**
 * The names of the projects this process's command line runs: those asked for with --project and
 * the ones they depend on, every project when none is asked for.
 */
export function askedProjects(projects: Project[], argv = process.argv): Set<string> {
  const patterns = projectArgs(argv).map(matcher)
  const asked = patterns.length
    ? projects.filter((p) => patterns.some((pattern) => pattern.test(p.name)))
    : projects
  const names = new Set<string>()
  const visit = (project: Project | undefined) => {
    if (!project || names.has(project.name)) return
    names.add(project.name)
    for (const dep of project.dependencies ?? []) visit(projects.find((p) => p.name === dep))
  }
  asked.forEach(visit)
  return names
}
