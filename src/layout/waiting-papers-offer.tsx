import { useEffect, useEffectEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useAccountKey } from '../lib/account-identity'
import { waitingPapers } from '../lib/exam-drafts'
import { confirmOnce } from '../lib/feedback'
import { normalisePathname } from '../lib/menu-routes'
import { hrefs, paths } from '../lib/paths'
import { serverNow } from '../lib/server-clock'

/**
 * Once the session is known (right after a login, a link's token or a reload): papers of this
 * account still to be handed in from this device are offered, 去交卷 opening the exam page that
 * sends them. The exam page open on one of them sends that one itself.
 */
export function WaitingPapersOffer() {
  const owner = useAccountKey()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()

  const offer = useEffectEvent((account: string) => {
    const onExam = normalisePathname(pathname) === paths.exam
    const open = onExam ? new URLSearchParams(search).get('examCode') : null
    const waiting = waitingPapers(account, serverNow()).filter((p) => p.examCode !== open)
    if (!waiting.length) return
    const names = waiting.map((p) => `《${p.examName || p.examCode}》`).join('、')
    confirmOnce('waiting-papers', {
      title: '有试卷尚未交上',
      content: `以下试卷的答卷保存在本机，尚未交上：${names}。现在去交卷吗？`,
      okText: '去交卷',
      cancelText: '稍后',
      onOk: () => void navigate(hrefs.exam(waiting[0].examCode)),
    })
  })

  // once per account and shell: a 稍后 is not asked again on every page
  useEffect(() => {
    if (owner) offer(owner)
  }, [owner])
  return null
}
