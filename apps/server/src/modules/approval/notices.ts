import { APPROVAL_LINK_AREA, APPROVAL_NOTICES, type ApprovalDocType } from '@depot/shared';
import type { Db } from '../../db/client';
import type { NoticeService } from '../notice/service';

/** A document type as notices name it (notices are written in Chinese, as all notices are). */
const KIND: Record<ApprovalDocType, string> = {
  lending: '借用',
  pickup: '领用',
  return: '归还',
  transfer: '调拨',
  writeOff: '报废',
  damage: '报损',
  rollback: '冲销',
  warehouseIn: '入库',
};

/** What a notice says about a request. */
export interface RequestWords {
  requestId: number;
  docType: ApprovalDocType;
  code: string;
  title: string;
  applicantId: number;
  applicantName: string;
}

/** How a request ended or moved, as its applicant is told. */
export type Outcome = 'approved' | 'rejected' | 'sentBack' | 'autoApproved' | 'autoRejected';

const about = (r: RequestWords) => `${KIND[r.docType]}申请 ${r.code}（${r.title}）`;

const clip = (text: string, max = 500) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The approval engine's notices: the type's approval notice to an approver when a task lands
 * on them (or a copy reaches them, or their task is overdue), its application notice to the
 * applicant at each outcome. Each links to the request; `approveUserId` names the other party
 * (the applicant on an approval notice, the approver who decided on an application notice).
 */
export function approvalNotices(notices: Pick<NoticeService, 'notify'>) {
  const link = (r: RequestWords) => ({ area: APPROVAL_LINK_AREA, id: r.requestId });
  return {
    /** A task is theirs to decide now. */
    async toApprovers(tx: Db, r: RequestWords, recipients: number[]): Promise<void> {
      await notices.notify(tx, {
        recipients,
        type: APPROVAL_NOTICES[r.docType].approval,
        text: clip(`${r.applicantName}提交了${about(r)}，请审批`),
        link: link(r),
        approveUserId: r.applicantId,
      });
    },

    /** Their task is past its time limit. */
    async reminder(tx: Db, r: RequestWords, recipients: number[]): Promise<void> {
      await notices.notify(tx, {
        recipients,
        type: APPROVAL_NOTICES[r.docType].approval,
        text: clip(`${r.applicantName}的${about(r)}已超过审批时限，请尽快处理`),
        link: link(r),
        approveUserId: r.applicantId,
      });
    },

    /** They were copied on the request. */
    async copied(tx: Db, r: RequestWords, recipients: number[], byName: string): Promise<void> {
      await notices.notify(tx, {
        recipients,
        type: APPROVAL_NOTICES[r.docType].approval,
        text: clip(`${byName}将${r.applicantName}的${about(r)}抄送给您，请知悉`),
        link: link(r),
        approveUserId: r.applicantId,
      });
    },

    /** The applicant hears how their request ended, or that it came back to them. */
    async toApplicant(
      tx: Db,
      r: RequestWords,
      outcome: Outcome,
      decidedBy: number | null,
      comment: string | null,
    ): Promise<void> {
      const words: Record<Outcome, { text: string; content: string | null }> = {
        approved: {
          text: `您的${about(r)}已审批通过`,
          content: comment ? `审批意见：${comment}` : null,
        },
        autoApproved: { text: `您的${about(r)}已审批通过`, content: '审批超时，已自动通过' },
        rejected: {
          text: `您的${about(r)}未通过审批`,
          content: comment ? `驳回原因：${comment}` : null,
        },
        autoRejected: { text: `您的${about(r)}未通过审批`, content: '审批超时，已自动驳回' },
        sentBack: {
          text: `您的${about(r)}被退回，请修改后重新提交`,
          content: comment ? `退回原因：${comment}` : null,
        },
      };
      const { text, content } = words[outcome];
      await notices.notify(tx, {
        recipients: [r.applicantId],
        type: APPROVAL_NOTICES[r.docType].application,
        text: clip(text),
        content,
        link: link(r),
        approveUserId: decidedBy,
      });
    },
  };
}

export type ApprovalNotices = ReturnType<typeof approvalNotices>;
