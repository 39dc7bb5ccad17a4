import type { Assumption } from '../assumed-fields'

// Part of the registry (../assumed-fields.ts): the training area's calls (resources and their
// workflow, directories, the study page, notes, my study, the course centre, recommendations,
// the study figures). The spec documents a course as id, resName, introduce, cover, viewCnt,
// studyCnt, sort, playList and attExt, a directory as dCode and dName, a note as recordId and id;
// resource status codes are "not shown" at all.

const STATUS_CODES = 'this app’s own reading of the codes (0 待提交, 1 待审核, 2 已发布, 3 已驳回)'

/** A list row's directory code. */
const rowDCode = (list: string): Assumption => ({
  why: `${list}: the 资源目录 column names the row’s directory by its code (the name from GetTreeData) when the row carries no dName.`,
  without: '资源目录 shows the row’s dName, or - when that is missing too.',
})

/** A list row's directory name. */
const rowDName = (list: string): Assumption => ({
  why: `${list}: the 资源目录 column.`,
  without:
    'The name is looked up in GetTreeData by the row’s dCode; without either the column shows -.',
})

/** A list row's status text. */
const rowStatusName = (list: string): Assumption => ({
  why: `${list}: the 状态 column as the backend names the status.`,
  without: `状态 shows ${STATUS_CODES} for a known code, else the code itself, else -.`,
})

export const trainingAssumed: Record<string, Record<string, Assumption>> = {
  'Train_Res/GetTrainResPageList': {
    dCode: {
      ...rowDCode('培训资源'),
      without:
        '资源目录 shows the row’s dName, or - when that is missing too; 移动目录 starts with no 目标目录 chosen (one must be picked).',
    },
    dName: rowDName('培训资源'),
    status: {
      why: `培训资源 offers each row the workflow actions its status allows, by ${STATUS_CODES}; the 状态 column and filter use the same codes.`,
      without:
        'Every row offers every action (编辑, 提交审核, 撤回, 设为推荐, 删除 …) and the backend refuses what its state does not allow, with its msg; 状态 shows - (the filter still sends the four codes).',
    },
    statusName: rowStatusName('培训资源'),
    isPrivate: {
      why: 'SetPrivate toggles: the row action says 设为私有 or 取消私有, and the confirmation what will happen.',
      without:
        'The action reads 设为/取消私有 and asks 服务器未返回“…”当前是否私有，确定要切换它的私有状态吗？; the success text is 设置成功.',
    },
    isRecommend: {
      why: 'SetRecommend toggles: the row action says 设为推荐 or 取消推荐, and 取消推荐 is offered on a row that is not published.',
      without:
        'The action reads 设为/取消推荐 on every row (the backend refuses what it does not allow) and asks 服务器未返回“…”当前是否推荐，确定要切换它的推荐状态吗？.',
    },
  },
  'Train_Res/GetTrainResAuditPageList': {
    dCode: rowDCode('资源审核'),
    dName: rowDName('资源审核'),
    status: {
      why: `资源审核 offers 审核 only on a pending row (1, by ${STATUS_CODES}).`,
      without:
        'Every row offers 审核; the backend refuses a resource that is not pending with its msg (该资源不在待审核状态 on the mock). 状态 shows -.',
    },
    statusName: rowStatusName('资源审核'),
  },
  'Train_Res/GetSearchPageList': {
    dCode: rowDCode('资源查询'),
    dName: {
      why: '资源查询: the 资源目录 column; 推荐课程’s course picker: 所属目录.',
      without:
        '资源查询 looks the name up in GetTreeData by dCode, else shows -; the picker shows —.',
    },
    status: {
      why: `资源查询: the 状态 column (${STATUS_CODES}).`,
      without: '状态 shows -.',
    },
    statusName: rowStatusName('资源查询'),
    isCollect: {
      why: '资源查询’s row action and 课程中心’s star show whether the course is among the learner’s favourites (Collect toggles it).',
      without:
        'The row action reads 收藏/取消收藏 and the star is named 收藏 / 取消收藏（收藏状态未知）; the success text is the server’s msg or 操作成功, never 收藏成功 or 已取消收藏 guessed.',
    },
    progress: {
      why: '我的学习: each card’s progress bar (0-100) and its button 开始学习 (0) or 继续学习. The tabs ask search {isStudy: 1} or {isCollect: 1}; a backend that ignores them lists every course.',
      without:
        'The card shows 学习进度 — and the button 进入学习; no course is shown as 0% or not started.',
    },
  },
  'Train_Res/IndexRecommendResNoCache': {
    dName: {
      why: '推荐课程: the 所属目录 column of a recommended list.',
      without: '所属目录 shows —.',
    },
  },
  'Train_Res/GetAuditHistory': {
    id: {
      why: 'A stable key for each step of 审核记录.',
      without: 'The steps are keyed by their position; nothing visible changes.',
    },
    action: {
      why: '审核记录 names each step (提交审核, 审核, 撤回).',
      without: 'A step with a result is named 审核, any other 记录.',
    },
    result: {
      why: 'An audit step’s verdict: 1 通过, anything else 不通过 (as Audit takes it).',
      without: 'The step shows no verdict and a neutral (blue) dot.',
    },
    remark: {
      why: 'The reviewer’s 审核意见 under the step.',
      without: 'No remark line.',
    },
    auditName: {
      why: 'Who took the step.',
      without: 'The step shows no name.',
    },
    auditTime: {
      why: 'When the step was taken.',
      without:
        'The step shows no time. A backend that answers no step at all (null) shows 暂无数据.',
    },
  },
  'Train_Res/GetTrainRes': {
    dCode: {
      why: 'The editor preselects the resource’s 资源目录 and sends it back with UpdateData.',
      without:
        '资源目录 starts empty with 未读取到原资源目录：不填写则保持原值不变 and the notice 服务器未返回以下字段的原值：资源目录…; it is not required then, and UpdateData leaves dCode out unless one is picked.',
    },
    content: {
      why: 'The editor’s rich-text 资源内容 (the field’s name is not documented), sent back with UpdateData.',
      without:
        '资源内容 starts empty with 未读取到原资源内容：不填写则保持原值不变 and is named in the notice; UpdateData leaves content out unless the editor types something (which then replaces the body the server holds).',
    },
  },
  'Train_Res/GetTrainResStudyDetail': {
    recordId: {
      why: 'The learner’s study record of the course: notes belong to it (GetNoteList, AddNoteData and UpdateNote take recordId).',
      without:
        'The 笔记 tab says 无法记笔记：服务器未返回本课程的学习记录，笔记无法读取和保存。 and neither asks for nor sends notes (never recordId ‘’).',
    },
    isCollect: {
      why: 'The study page’s 收藏 / 已收藏 button (Collect toggles it).',
      without:
        'The button reads 收藏 / 取消收藏 (title 服务器未返回收藏状态); the success text is the server’s msg or 操作成功.',
    },
    progress: {
      why: 'The learner’s progress in the course header (学习进度 N%).',
      without: 'The header shows 学习进度 —.',
    },
  },
  'Train_Res/GetNoteList': {
    content: {
      why: 'The text of a note, shown and edited in place.',
      without:
        'The note shows 未读取到笔记内容; 编辑 opens empty with the placeholder 未读取到原笔记内容，保存将替换服务器上的原内容.',
    },
    time: {
      why: 'The play position (seconds) a note was taken at: the notes’ order and the jump 跳转到 mm:ss.',
      without:
        'The note shows 时间未知, offers no jump (never a seek to 00:00), sorts after the timed notes, and UpdateNote leaves time out.',
    },
  },
  'Train_Res/GetStatisticsUserStudyData': {
    studyMinutes: {
      why: 'The learner’s 累计学习时长 in exact minutes (studyHours is rounded hours).',
      without: '累计学习时长 is studyHours × 60, rounded; — when studyHours is missing too.',
    },
  },
  'Train_ResDir/GetTreeData': {
    id: {
      why: 'The directory’s record id, the field DeleteData documents: sent with the dCode by SaveData (重命名, 上移 / 下移) and DeleteData.',
      without:
        'SaveData and DeleteData name the directory by its dCode alone, so a rename never adds a second directory; a backend that reads only the id answers with its own msg.',
    },
    pNo: {
      why: 'Where a directory sits when the answer is flat; 重命名 and 上移 / 下移 send it back so the directory stays under its parent.',
      without:
        'A nested answer (children) gives the parent; with neither the directories are listed flat as they came, with the notice 服务器未返回目录的上下级关系：目录按返回的顺序平铺显示，上移、下移不可用；选中一个目录可在右侧查看它的下级目录。, and 重命名 sends no pNo.',
    },
    sort: {
      why: '上移 / 下移 renumber the siblings 1..n by it; 重命名 sends it back.',
      without:
        '上移 / 下移 are disabled, with the notice 服务器未返回目录的排序号：上移、下移不可用。 (a numbering made up for them could reorder directories nobody moved); 重命名 sends no sort.',
    },
    children: {
      why: 'The tree’s nesting, in a nested answer.',
      without:
        'Each directory’s pNo nests them; without that too, the tree and the 资源目录 pickers list the directories flat (see pNo).',
    },
  },
  'Train_ResDir/GetListByPNo': {
    resCount: {
      why: 'The list beside the tree shows how many resources each sub-directory holds (N 个资源).',
      without: 'Only the names are listed.',
    },
  },
  'Train_ResDir/GetIndexResDirList': {
    resCount: {
      why: 'The 首页目录 list beside the tree shows how many resources each directory holds (N 个资源).',
      without: 'Only the names are listed; the course centre’s and home page’s tabs read no count.',
    },
  },
  'Train_Res/GetStudyInterval': {
    '(data)': {
      why: 'The seconds of playing between two Study heartbeats.',
      without: 'A heartbeat goes every 60 seconds of playing; nothing is shown to the learner.',
    },
  },
}
