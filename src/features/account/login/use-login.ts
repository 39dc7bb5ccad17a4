import { useState } from 'react'
import type { AccountChoice } from '../../../api/user-user'
import {
  useLoginStep1Mutation,
  useLoginStep2Mutation,
  useLoginWithCheckNumStep1Mutation,
} from '../../../api/user-user'
import { toastError } from '../../../lib/feedback'
import { setToken } from '../../../lib/token'
import { attempt } from '../../../lib/mutation'

export type LoginMode = 'password' | 'phone'

export interface LoginValues {
  username?: string
  password?: string
  phone?: string
  code?: string
}

/**
 * The two-step login (behaviour B4.1): step 1 returns the matching accounts, step 2 turns the
 * chosen account's secret into the token. Failures only clear the loading flag: the request layer
 * has already shown the server message.
 */
export function useLogin(onSuccess: () => void) {
  const [loginStep1] = useLoginStep1Mutation()
  const [loginWithCheckNumStep1] = useLoginWithCheckNumStep1Mutation()
  const [loginStep2] = useLoginStep2Mutation()
  const [loading, setLoading] = useState(false)
  const [picking, setPicking] = useState(false)
  const [choices, setChoices] = useState<AccountChoice[] | null>(null)

  // who typed what: the account this device keeps exam drafts for
  const [typed, setTyped] = useState('')

  const finish = async (choice: AccountChoice, login = typed) => {
    const token = await loginStep2({ secret: choice.item2 }).unwrap()
    if (!token) {
      toastError('登录失败，请重试')
      return
    }
    setToken(token, `${login}|${choice.item1}`)
    setChoices(null)
    onSuccess()
  }

  const submit = async (mode: LoginMode, values: LoginValues) => {
    setLoading(true)
    const login = mode === 'password' ? (values.username ?? '').trim() : (values.phone ?? '')
    setTyped(login)
    try {
      const step1 = await attempt(
        mode === 'password'
          ? loginStep1({
              username: (values.username ?? '').trim(),
              password: values.password ?? '',
            })
          : loginWithCheckNumStep1({ username: values.phone ?? '', password: values.code ?? '' }),
      )
      if (!step1.ok) return
      const accounts = step1.data ?? []
      if (accounts.length === 0) toastError('未找到可登录的账号')
      else if (accounts.length === 1) await attempt(finish(accounts[0], login))
      else setChoices(accounts)
    } finally {
      setLoading(false)
    }
  }

  const pick = async (secret: string) => {
    const choice = choices?.find((c) => c.item2 === secret)
    if (!choice) return
    setPicking(true)
    try {
      // a failure keeps the dialog open so the user can retry or cancel
      await attempt(finish(choice))
    } finally {
      setPicking(false)
    }
  }

  return { loading, picking, choices, submit, pick, cancelPick: () => setChoices(null) }
}
