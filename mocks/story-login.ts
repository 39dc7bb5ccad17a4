import Cookies from 'js-cookie'
import { db } from './db'

/**
 * A Storybook loader that logs in as a seeded user (by userId: 'u-admin', 'u-company',
 * 'u-learner'): the stories of a screen talk to the stateful mock as that account.
 */
export function storyLogin(userId: string) {
  return async () => {
    const token = `story-${userId}`
    db.tokens[token] = userId
    Cookies.set('Admin-Token', token)
    return {}
  }
}
