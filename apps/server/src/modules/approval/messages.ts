import { messageSet } from '../../core/messages/message-set';

/**
 * The approval engine's notices (listed in core/messages/catalogue.ts). `{about}` is
 * `approval.notice.about` in the same language, `{kind}` a type's `approval.docType.*`.
 */
export const approvalMessages = messageSet({
  'en-US': {
    'approval.notice.about': '{kind} request {code} ({title})',
    'approval.notice.submitted': '{applicant} submitted {about} for your approval',
    'approval.notice.overdue':
      "{applicant}'s {about} is past its approval time limit: please deal with it soon",
    'approval.notice.copied': "{by} copied you on {applicant}'s {about}, for your information",
    'approval.notice.approved': 'Your {about} was approved',
    'approval.notice.rejected': 'Your {about} was rejected',
    'approval.notice.sentBack':
      'Your {about} was sent back to you: please change it and submit it again',
    'approval.notice.comment': 'Comment: {comment}',
    'approval.notice.rejectReason': 'Reason for rejection: {comment}',
    'approval.notice.sentBackReason': 'Reason for sending back: {comment}',
    'approval.notice.autoApproved': 'Approved automatically: the approval time limit passed',
    'approval.notice.autoRejected': 'Rejected automatically: the approval time limit passed',
  },
  'zh-CN': {
    'approval.notice.about': '{kind}申请 {code}（{title}）',
    'approval.notice.submitted': '{applicant}提交了{about}，请审批',
    'approval.notice.overdue': '{applicant}的{about}已超过审批时限，请尽快处理',
    'approval.notice.copied': '{by}将{applicant}的{about}抄送给您，请知悉',
    'approval.notice.approved': '您的{about}已审批通过',
    'approval.notice.rejected': '您的{about}未通过审批',
    'approval.notice.sentBack': '您的{about}被退回，请修改后重新提交',
    'approval.notice.comment': '审批意见：{comment}',
    'approval.notice.rejectReason': '驳回原因：{comment}',
    'approval.notice.sentBackReason': '退回原因：{comment}',
    'approval.notice.autoApproved': '审批超时，已自动通过',
    'approval.notice.autoRejected': '审批超时，已自动驳回',
  },
});
