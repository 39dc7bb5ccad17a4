import { useEffect, useRef, useState } from 'react'
import { useCountdown, type Countdown } from './use-countdown'
import { Button, type ButtonProps } from 'antd'
import { attempt } from '../../lib/mutation'

export interface CountdownButtonProps extends Omit<
  ButtonProps,
  'onClick' | 'loading' | 'children'
> {
  /** Sends the code; a rejection (already toasted by the request layer) starts no countdown. */
  onSend: () => Promise<unknown>
  /** The number the code goes to: the button stays disabled while it is empty. */
  phone?: string
  /** Set false when the code goes to a number the server knows (password reset). */
  needsPhone?: boolean
  /**
   * Countdown length in seconds (behaviour B4.3: 60 on login, registration and reset; 120 in the
   * account dialogs).
   */
  seconds?: number
  /** A countdown kept by the parent (useCountdown), so it survives this button unmounting. */
  countdown?: Countdown
  label?: string
}

// A send-code button that refuses to send twice within the countdown.
export function CountdownButton({
  onSend,
  phone,
  needsPhone = true,
  seconds = 60,
  countdown,
  label = '获取验证码',
  disabled,
  ...buttonProps
}: CountdownButtonProps) {
  const own = useCountdown()
  const { left, start } = countdown ?? own
  const [sending, setSending] = useState(false)
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const send = async () => {
    setSending(true)
    try {
      // a refusal has been shown by the request layer: no countdown, the user may try again
      const sent = await attempt(onSend())
      // A parent's countdown starts even if this button was hidden meanwhile.
      if (sent.ok && (countdown || mounted.current)) start(seconds)
    } finally {
      if (mounted.current) setSending(false)
    }
  }

  const noPhone = needsPhone && !phone?.trim()
  return (
    <Button
      {...buttonProps}
      disabled={disabled || noPhone || left > 0}
      loading={sending}
      onClick={() => void send()}
    >
      {left > 0 ? `${left}秒后重新获取` : label}
    </Button>
  )
}
