import type { Assumption } from '../assumed-fields'

// Part of the registry (../assumed-fields.ts): the public area's calls (notices, messages, news,
// links, the dashboard's project summary and showcase modules).

/** The same fields of a list read in data and paged as data.models (readings.ts). */
function bothPaths(entries: Record<string, Assumption>): Record<string, Assumption> {
  return Object.fromEntries(
    Object.entries(entries).flatMap(([path, a]) => [
      [path, a],
      [`models.${path}`, a],
    ]),
  )
}
export const publicAssumed: Record<string, Record<string, Assumption>> = {
  'sys_message/GetMessagePage': {
    ...bothPaths({
      id: {
        why: 'A message’s key in the message centre, so that a selection for 标为已读 holds across pages.',
        without:
          'Messages are keyed by their place on the page: a selection holds for the page as shown and is cleared when another page or answer arrives. Listing, opening and marking read still work (SetIsRead sends the message back as it came).',
      },
      title: {
        why: 'The message’s title in the message centre, its dialog and the dashboard’s 最新消息.',
        without:
          'The message centre and its dialog name the message by its type (系统通知, 考试通知 …, 类型 N, or 消息 without a type); the dashboard shows the message’s text, or 消息.',
      },
      content: {
        why: 'The message’s text under its title and in its dialog.',
        without: 'The list shows no text under the title; the dialog says （无内容）.',
      },
      createTime: {
        why: 'When the message was sent: the 时间 column, the dialog and the dashboard.',
        without: 'The 时间 column shows —; the dialog and the dashboard show no time.',
      },
    }),
    totalCount: {
      why: 'How many messages match, for the pager (共 N 条 and the last page), in the paged reading; the listed reading counts them in the envelope’s total.',
      without:
        'In the paged reading, the centre says 服务器没有返回消息总数：可逐页向后翻看，显示的条数只计到下一页。 and the pager offers one more page while pages come full.',
    },
  },
  'project_project/GetFPMyStudyData': {
    projectCode: {
      why: '加入项目 sends JoinProject?projectCode=&planCode= of the summary’s project.',
      without:
        'A learner the summary says is not in (isJoin 0) sees 您尚未加入该项目 and 服务器没有提供项目编号，无法在此加入，请联系管理员。 without a 加入项目 button; JoinProject is never sent with an empty code.',
    },
    planCode: {
      why: '加入项目 sends JoinProject?projectCode=&planCode= of the summary’s project.',
      without: 'As without projectCode: 您尚未加入该项目 with the reason, and no 加入项目 button.',
    },
    isJoin: {
      why: '0 says the learner is not yet in the summary’s project: the dashboard offers 加入项目.',
      without:
        'The dashboard cannot tell whether the learner is in: it shows the summary as to a member, without 加入项目.',
    },
  },
  'sys_notice/GetDetailBySysCode': {
    'notice.attachments': {
      why: 'Attachments a backend keeps inside the notice rather than beside it (readings.ts).',
      without: 'The attachments beside the notice are shown; with neither, no 附件 section.',
    },
    'notice.attachments.enclosureName': {
      why: 'An attachment’s name: the text of its download link.',
      without: 'The attachment is named 附件N.',
    },
    'notice.attachments.enclosurloadUrl': {
      why: 'An attachment’s download address.',
      without: 'The attachment’s name shows without a link.',
    },
  },
  'sys_notice/Getguizhangzhidu': {
    totalCount: {
      why: 'The count of the paged reading (data.models + data.totalCount).',
      without: 'Nothing: the page lists every file that came, without a pager.',
    },
  },
  'sys_notice/GetIndexPageImageNotice': {
    noticeTitle: {
      why: 'The banner’s text for screen readers (the dashboard carousel).',
      without: 'The banner is named 通知公告.',
    },
    noticeSysCode: {
      why: 'A click on the banner of an internal notice opens it at /ydnotice/showview.',
      without: 'The banner of an internal notice does not react to a click.',
    },
    noticeType: {
      why: 'Whether the banner’s notice is external (2: its noticeUrl opens in a new tab) or internal.',
      without:
        'The banner is taken as an internal notice: it opens by its noticeSysCode when the answer has one, and does nothing otherwise.',
    },
    noticeUrl: {
      why: 'Where the banner of an external notice leads (a new tab, http or https only).',
      without: 'The banner of an external notice does not react to a click.',
    },
  },
  'sys_notice/GetHomePageImageNotice': {
    noticeTitle: {
      why: 'The cover’s caption in the 图片公告 card and the name of its large view.',
      without: 'The covers are captioned 图片公告 1, 图片公告 2 …',
    },
  },
  'Fp_modelinfo/GetShowModelInfoDataList': {
    name: {
      why: 'The module’s name on its tile (功能模块 card of the dashboard).',
      without:
        'A module with a cover shows 未命名模块; a module with neither name nor cover is not shown, and with none left the card says 暂无数据.',
    },
    cover: {
      why: 'The module’s picture on its tile.',
      without: 'The tile shows the name without a picture.',
    },
    url: {
      why: 'Where the module leads: a page of the user’s menu, or an http(s) address in a new tab.',
      without: 'The tile is shown without a link.',
    },
    introduce: {
      why: 'A line under the module’s name.',
      without: 'Only the name shows.',
    },
  },
  'Base_Link/GetLinkListByType': {
    pcBanner: {
      why: 'The picture of a banner link (group 0: the carousels of /home and /firstclassindex) and the logo of a partner link (group 6).',
      without:
        'The banner carousels give way to the banner links’ names as a row of links; partners show their names (on /company, the first two characters in place of the logo).',
    },
  },
  'sys_notice/UploadFileByFormToAliyun': {
    '(data)': {
      why: 'The url of the avatar just uploaded (编辑资料), as the other uploads answer it in data; msg is read when data is empty.',
      without:
        'With neither, the upload says 头像上传失败：服务器没有返回图片地址 and the avatar stays as it was.',
    },
  },
}
