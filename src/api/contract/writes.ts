// The registry of writes: what each save of an existing record sends, read from which answer,
// and when it is refused. A backend may store a body whole (SaveData on an ORM writes every
// column it is given and nulls the rest), so every one of them sends the record as loaded, every
// key, with the user's changes on top (src/api/echo.ts). docs/backend-contract.md shows this
// table (generated, see answer-fields.test.ts); the mock's whole-record switch stores exactly
// these bodies (mocks/whole-record.ts), and a test checks that the two name the same edits.

/** A save and what it sends. */
export interface Write {
  /** the answer the record was loaded from */
  from: string
  /** what the body holds */
  sends: string
  /** when the save is refused and nothing is sent */
  refused?: string
}

const ECHO = 'the record as loaded (every key, values as they came) with'

/** By call (`controller/Name`). */
export const writes: Record<string, Write> = {
  'user_user/EditUserInfo': {
    from: 'GetUserList row',
    sends: `${ECHO} the form’s fields on top (编辑系统用户 and 编辑企业用户 alike); a field the row did not carry only when typed or chosen`,
    refused: 'a row without userId: 未能读取该用户的编号，无法保存',
  },
  'user_user/UpdateUserInfoByUser': {
    from: 'GetUserInfo',
    sends: `${ECHO} 编辑资料’s fields on top; a field not read only when typed or chosen`,
  },
  'user_post/SavePost': {
    from: 'GetPostListPage row',
    sends: `${ECHO} postName and importance on top (behaviour B4: “type 2 edit gives a copy of the row”); an importance not read only when chosen`,
    refused: 'a row without id: 未能读取岗位编号，无法编辑（保存会新增一个岗位）',
  },
  'user_org/EditOrg': {
    from: 'GetOrgTree node',
    sends: `${ECHO} orgName, order and pId on top; the departments under it (children) are left out; a pId or order not read only when moved or typed`,
  },
  'sys_role/EidtRole': {
    from: 'GetRoleListPage row, and GetCurrentRoles for roleAct',
    sends: `${ECHO} roleName, sysRoleEnum and the whole roleAct on top; a type not read is left as it came`,
    refused:
      'permissions not loaded or not readable: the role dialog says why (保存会清空该角色已有的权限)',
  },
  'sys_action/EditAction': {
    from: 'GetActionById',
    sends: `${ECHO} the dialog’s fields on top; each button of roleList as it came with its name on top; value cleared ('') only when a permission is turned into a menu or a page`,
    refused: 'an entry without id: 该项没有编号，无法读取和编辑',
  },
  'Train_Res/UpdateData': {
    from: 'GetTrainRes',
    sends: `${ECHO} the form’s fields on top; each play-list item as it came (a new upload’s as uploaded); a field not read (attExt included) only when the user changed it`,
  },
  'Train_ResDir/SaveData': {
    from: 'GetTreeData node',
    sends: `${ECHO} dName (or sort, for 上移 / 下移) on top, named by its dCode; its sub-directories are left out`,
  },
  'Train_Res/UpdateNote': {
    from: 'GetNoteList row',
    sends: `${ECHO} recordId and the new content on top; its time as it came`,
  },
  'sys_message/SetIsRead': {
    from: 'GetMessagePage row',
    sends: `${ECHO} isRead 1 on top`,
  },
  'Train_Res/EditRecommendRes': {
    from: 'IndexRecommendResNoCache (the whole list, counted by the envelope’s total)',
    sends:
      '`{cate, ids}`: the whole list of the category in its new order (assumed shape: the spec says only “body”); a course left out leaves the list',
    refused:
      'a list whose answer does not count it, or counts more courses than came: 服务器没有返回该推荐列表的课程总数，无法确认列表是否完整… / 服务器只返回了该推荐列表 N 门课程中的 M 门…',
  },
}
