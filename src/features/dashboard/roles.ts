/** sysRoles of a learner (behaviour B6.1). */
export const LEARNER = 4

/** Role types 1 to 6 except 4 see the project statistics (behaviour B2.23, B6.2). */
export const seesProjectStatistics = (sysRoles: number | undefined) =>
  sysRoles !== undefined && sysRoles >= 1 && sysRoles <= 6 && sysRoles !== LEARNER

/** Whether a role has any of the dashboard's tabs: learners and role types 1 to 6 do. */
export const hasStudyTabs = (sysRoles: number | undefined) =>
  sysRoles === LEARNER || seesProjectStatistics(sysRoles)
