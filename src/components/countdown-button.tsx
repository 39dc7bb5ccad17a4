import { useEffect, useRef, useState } from 'react'
import { Button, type ButtonProps } from 'antd'

export interface CountdownButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'children'> {
  /** Sends the code; a rejection (already toasted by the request layer) starts no countdown. */
  onSend: () => Promise<unknown>
  /** The number the code goes to: the button stays disabled while it is empty. */
  phone?: string
  /** Set false when the code goes to a number the server knows (password reset). */
  needsPhone?: boolean
  /** Countdown length in seconds (spec 9: 60 on login and register, 120 on resends). */
  seconds?: number
  label?: string
}

// A send-code button that refuses to send twice within the countdown.
export function CountdownButton({
  onSend,
  phone,
  needsPhone = true,
  seconds = 60,
  label = '获取验证码',
  disabled,
  ...buttonProps
}: CountdownButtonProps) {
  const [left, setLeft] = useState(0)
  const [sending, setSending] = useState(false)
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])

  const send = async () => {
    setSending(true)
    try {
      await onSend()
      if (mounted.current) setLeft(seconds)
    } catch {
      // The request layer has shown why; the user may simply try again.
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
