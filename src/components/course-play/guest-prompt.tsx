import { Button } from 'antd'
import { StatusResult } from '../status-result'
import type { GuestBlockReason } from './guest-limit'

export interface GuestPromptProps {
  reason: GuestBlockReason
  /** over the video, or below an audio bar that is too small to cover */
  overlay: boolean
  onLogin: () => void
  onCancel: () => void
}

const TEXT: Record<GuestBlockReason, { title: string; subTitle: string }> = {
  limit: { title: '试看已结束', subTitle: '游客可试看 30 秒，登录后即可观看完整课程。' },
  fullscreen: { title: '登录后可全屏观看', subTitle: '游客不能全屏播放，请先登录。' },
}

/** Stops a guest: the preview is over (or full screen is for members), log in to go on. */
export function GuestPrompt({ reason, overlay, onLogin, onCancel }: GuestPromptProps) {
  const text = TEXT[reason]
  return (
    <div
      role="alertdialog"
      aria-label={text.title}
      className={
        overlay ? 'course-play__prompt course-play__prompt--overlay' : 'course-play__prompt'
      }
    >
      <StatusResult
        status="info"
        title={text.title}
        subTitle={text.subTitle}
        extra={[
          // the prompt covers the player's controls: the focus moves to what the user can do now
          <Button key="login" type="primary" onClick={onLogin} autoFocus>
            登录
          </Button>,
          <Button key="cancel" onClick={onCancel}>
            取消
          </Button>,
        ]}
      />
    </div>
  )
}
