import type { Assumption } from '../assumed-fields'

// Part of the registry (../assumed-fields.ts): the users area's calls (login, session info, user
// management, departments and posts).

/** What a field of the user edit dialog does without its original value. */
const unreadUserField = (label: string): Assumption => ({
  why: `The user edit dialog shows the user’s ${label} and sends it back unchanged.`,
  without: `${label} is empty with the placeholder 未读取到原值，留空则保持不变 (and is named in the dialog’s 未能读取以下字段的原值 notice); EditUserInfo leaves it out unless the administrator types a value.`,
})

/** What a field of 编辑资料 does without its original value. */
const unreadSelfField = (label: string): Assumption => ({
  why: `编辑资料 shows the user’s own ${label} and sends it back unchanged.`,
  without: `${label} is empty with the placeholder 未读取到原值，留空则保持不变; UpdateUserInfoByUser leaves it out unless the user types a value.`,
})

export const usersAssumed: Record<string, Record<string, Assumption>> = {
  'user_user/GetUserList': {
    'models.orgCode': {
      why: 'The code of the user’s department: the edit dialog sends it back, and a post is chosen among that department’s posts.',
      without:
        'The edit dialog shows the department by its name (orgCodeName) with 未读取到部门编码：要选择岗位，请先重新选择部门, and sends the name back without a code; 选择岗位 says 请先选择部门 until a department is picked again.',
    },
    'models.postCode': {
      why: 'The code of the user’s post, which the edit dialog sends back.',
      without:
        'The edit dialog shows the post by its name (postCodeName) and sends only the name back unless another post is picked.',
    },
    'models.partTimePostCode': {
      why: 'The code of the user’s part-time post, which the edit dialog sends back.',
      without:
        '兼职岗位 shows its name when that came (else 未读取到原值，留空则保持不变); EditUserInfo sends back only what was read, nothing when nothing was, unless one is picked.',
    },
    'models.partTimePostCodeName': {
      why: 'The name of the user’s part-time post in the edit dialog.',
      without:
        '兼职岗位 shows 未读取到原值，留空则保持不变 (or its code); EditUserInfo leaves the name out unless a part-time post is picked.',
    },
    'models.jobNum': {
      ...unreadUserField('工号'),
      without:
        '工号 is empty with the placeholder 未读取到原值，留空则保持不变; EditUserInfo leaves it out unless a value is typed, and 用户证件号和工号不允许同时为空 is not checked (it cannot be judged).',
    },
    'models.ssNo': unreadUserField('社保号'),
    'models.ssAddr': unreadUserField('社保地址'),
    'models.ssState': unreadUserField('社保状态'),
    'models.validDate': {
      why: '有效期 of the system-user edit dialog; the company-user edit sends the value back unchanged.',
      without:
        '有效期 is empty with the placeholder 未读取到原值，留空则保持不变; validDate is left out of EditUserInfo unless a date is picked (the company-user edit never sends it).',
    },
  },
  'user_user/GetUserInfo': {
    userId: {
      why: 'Tells whether a 配置角色 save changed the signed-in user’s own roles: then the menus and action values reload at once. It is also the account’s identity: the exam copies on this device are kept under it, and a login in another tab is told to be the same account or another.',
      without:
        'Every 配置角色 save reloads the signed-in user’s menus and action values (three more calls), so a change of one’s own roles still shows at once. The account’s identity is then a digest of the documented chnName, comPanyName, orgName, postName and sysRoles: the same however the account signs in, but two people alike in all five share it, and a move to another department or post no longer finds the copies kept before it.',
    },
    accountCode: {
      why: '编辑资料 shows the login account (read-only).',
      without: '登录账号 shows 未能读取; everything else of the dialog works.',
    },
    mobile: {
      why: '编辑资料 and 个人中心 show the user’s mobile (read-only, changed with 修改手机号).',
      without:
        '手机号 shows 未能读取 (个人中心 too); 修改手机号 still works and the new number then shows.',
    },
    idCard: unreadSelfField('身份证号'),
    sex: {
      why: '编辑资料 shows the user’s 性别 and sends it back unchanged.',
      without:
        '性别 has no choice made, with 未读取到原值，不选则保持不变, and is not required; UpdateUserInfoByUser sends it only when the user picks one.',
    },
    qq: unreadSelfField('QQ'),
    weChat: unreadSelfField('微信'),
    email: unreadSelfField('联系邮箱'),
  },
  'user_post/GetPostListPage': {
    'models.id': {
      why: 'SavePost edits a post by its id.',
      without:
        '编辑 of a post is refused with 未能读取岗位编号，无法编辑（保存会新增一个岗位）; 删除, 移除 and 更新部门 work by the documented postCode.',
    },
  },
  'user_org/GetOrgTree': {
    children: {
      why: 'The departments under a department: the tree comes nested.',
      without:
        'An answer listing every department flat is nested by pId; without that either, the departments that came are shown as one level, and the pickers offer only those.',
    },
  },
  'user_user/UploadUserInfoByForm': {
    '(data)': {
      why: 'The url of the Excel file just uploaded, which 数据校验 (checkuserinfo) and 导入 (UserExportIn, SaveExportIn) send; msg is read when data is empty.',
      without: 'With neither, 数据校验 and 导入 say 文件上传失败 and send nothing.',
    },
  },
}
