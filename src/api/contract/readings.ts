// The registry of readings: every answer the documentation admits in more than one shape, with
// each shape the app accepts, why, and what the user sees when an answer fits none. The schemas
// accept each of them (src/api/*.ts, named beside each); docs/backend-contract.md shows this
// table (generated, see answer-fields.test.ts).

/** One answer read more than one way. */
export interface Reading {
  /** what the documentation says of it */
  documented: string
  /** each shape the app accepts */
  shapes: string[]
  /** what the user sees when an answer fits none of them */
  otherwise: string
}

/** By call (`controller/Name`), or by the header or envelope field read. */
export const readings: Record<string, Reading> = {
  'sys_notice/GetDetailBySysCode': {
    documented: '“returns notice and attachments”',
    shapes: [
      '`data: {notice: {…}, attachments: […]}` (attachments also taken from inside `notice`)',
      '`data: {…notice’s fields, attachments: […]}`',
    ],
    otherwise: 'The notice page says 通知暂时无法查看 (服务器返回的数据格式不正确) with 重试.',
  },
  'sys_message/GetMessagePage': {
    documented:
      'the envelope `success, msg, data, total`; the other paged lists answer `data.models` and `data.totalCount`',
    shapes: [
      '`data: [messages]` with the count in the envelope’s `total`',
      '`data: {models: [messages], totalCount}`',
    ],
    otherwise:
      'The message centre says 消息加载失败 with 重试; a count smaller than the messages that came is taken as no count (服务器没有返回消息总数…).',
  },
  'sys_role/GetCurrentRoles': {
    documented:
      'a role has “permission actions each with actionId”; AddRole / EidtRole send “roleAct list of actionId”',
    shapes: [
      '`data: {…role, roleAct: [{actionId}]}`',
      '`data: [{actionId}]` (the list itself)',
      'either of them with the ids alone (`roleAct: [1, 2]`, `data: [1, 2]`)',
    ],
    otherwise:
      'The role dialog says 未能读取该角色已有的权限… and refuses to save (a save would clear the role’s permissions).',
  },
  'user_user/GetResetpwdAcc': {
    documented:
      'the accounts of the name typed, as LoginStep1’s account choice (item1 label, item2 secret)',
    shapes: [
      '`data: [{item1, item2}]`',
      '`data: {item1, item2}` (one account)',
      '`data: "<secret>"` (one account, no label)',
    ],
    otherwise: '找回密码 says 未能读取账号信息，请联系管理员重置密码.',
  },
  'sys_notice/Getguizhangzhidu': {
    documented:
      '“responses not shown”; the regulation file is nId, enclosureName, enclosurloadUrl, fileType',
    shapes: ['`data: [files]`', '`data: {models: [files], totalCount}`'],
    otherwise: '规章制度 says 规章制度加载失败 with 重试.',
  },
  'user_orgpost/GetOrgPostListPage': {
    documented:
      '“same paging” as GetPostListPage (`data.models`, `data.totalCount`), rows of posts',
    shapes: [
      '`data: {models: [posts], totalCount}`',
      '`data: [posts]` with the count in the envelope’s `total`',
    ],
    otherwise: 'The post picker’s list of a department says 岗位加载失败 with 重试.',
  },
  'HTTP Date header': {
    documented: 'not documented: every HTTP answer may carry one (RFC 9110)',
    shapes: [
      'an HTTP date (`Tue, 01 Dec 2026 09:00:00 GMT`)',
      'any other date `Date.parse` reads (an ISO time)',
    ],
    otherwise:
      'The exam countdown keeps the browser’s clock (and BeginExam’s serverTime when sent): a wrong computer clock then shortens or lengthens the time shown, never the time the server allows.',
  },
}
