import { db } from '../db'
import { ok } from '../respond'
import { route } from '../route'

const C = '/Api/Fp_Manage/Fp_modelinfo'

export const fpModelinfoHandlers = [
  route('post', `${C}/GetShowModelInfoDataList`, () =>
    ok([...db.models].sort((a, b) => a.sort - b.sort)),
  ),
]
