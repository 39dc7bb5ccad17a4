import { useCallback, useState } from 'react'
import { useDeleteResDirMutation, useSaveResDirMutation } from '../../api/train-resdir'
import { confirmDelete } from '../../lib/confirm'
import { toastSuccess, toastWarning } from '../../lib/feedback'
import { attempt, runMutation } from '../../lib/mutation'
import {
  deleteBody,
  NO_ORDER,
  reorderBodies,
  siblingsOf,
  type Direction,
  type ResDirItem,
} from './resdir-tree'

/**
 * Delete (after the confirmation of behaviour B8.8; a directory that still holds sub-directories or
 * resources is refused by the server, whose msg the request layer shows) and move up / down
 * among the siblings (SaveData with the new sort of each sibling whose place changes). Both name
 * the directory by its dCode, and by its id when the answer carried one.
 */
export function useResDirActions(items: readonly ResDirItem[]) {
  const [deleteDir] = useDeleteResDirMutation()
  const [save] = useSaveResDirMutation()
  const [moving, setMoving] = useState(false)

  const remove = useCallback(
    (item: ResDirItem): Promise<boolean> =>
      confirmDelete(() => runMutation(deleteDir(deleteBody(item.dir)), '删除成功!')),
    [deleteDir],
  )

  const move = useCallback(
    async (item: ResDirItem, direction: Direction): Promise<boolean> => {
      if (!item.movable) {
        toastWarning(NO_ORDER)
        return false
      }
      const bodies = reorderBodies(siblingsOf(items, item.key), item.key, direction)
      if (!bodies.length) return false
      setMoving(true)
      try {
        // one at a time: a refusal stops the rest, and the tree reloads with what was saved
        for (const body of bodies) if (!(await attempt(save(body))).ok) return false
        toastSuccess('保存成功')
        return true
      } finally {
        setMoving(false)
      }
    },
    [items, save],
  )

  return { remove, move, moving }
}
