import {
  APPLICANT_NOTICE_LINK_AREAS,
  APPROVAL_LINK_AREA,
  APPROVAL_NOTICES,
  APPROVER_NOTICE_LINK_AREAS,
  type ApprovalDocType,
} from '@depot/shared';
import {
  inEveryLanguage,
  translate,
  type Localized,
  type RichMessageParams,
} from '../../core/i18n';
import type { MessageKey } from '../../core/messages/catalogue';
import type { Db } from '../../db/client';
import type { NoticeService } from '../notice/service';

/** What a notice says about a request. */
export interface RequestWords {
  requestId: number;
  docType: ApprovalDocType;
  /** The document's id (an applicant's notice of some types opens it). */
  documentId: number;
  code: string;
  title: string;
  applicantId: number;
  applicantName: string;
}

/** How a request ended or moved, as its applicant is told. */
export type Outcome = 'approved' | 'rejected' | 'sentBack' | 'autoApproved' | 'autoRejected';

/** Words about request `r` in every language, clipped to what a notice holds. */
function words(key: MessageKey, r: RequestWords, params: RichMessageParams = {}): Localized {
  const text = inEveryLanguage(key, (language) => ({
    applicant: r.applicantName,
    about: translate(language, 'approval.notice.about', {
      kind: [{ key: `approval.docType.${r.docType}` }],
      code: r.code,
      title: r.title,
    }),
    ...params,
  }));
  return { 'zh-CN': clip(text['zh-CN']), 'en-US': clip(text['en-US']) };
}

const clip = (text: string, max = 500) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The approval engine's notices: the type's approval notice to an approver when a task lands
 * on them (or a copy reaches them, or their task is overdue), its application notice to the
 * applicant at each outcome. Each links to the request, or to the document's own page for a type
 * in APPROVER_NOTICE_LINK_AREAS (an approver's) or APPLICANT_NOTICE_LINK_AREAS (an applicant's); `approveUserId` names the other party
 * (the applicant on an approval notice, the approver who decided on an application notice).
 */
export function approvalNotices(notices: Pick<NoticeService, 'notify'>) {
  /** The document's own page when `areas` names its type, else the request. */
  const linkBy = (areas: Partial<Record<ApprovalDocType, string>>) => (r: RequestWords) => {
    const area = areas[r.docType];
    return area ? { area, id: r.documentId } : { area: APPROVAL_LINK_AREA, id: r.requestId };
  };
  const link = linkBy(APPROVER_NOTICE_LINK_AREAS);
  const applicantLink = linkBy(APPLICANT_NOTICE_LINK_AREAS);
  /** The type's approval notice about `r`, saying `text`, to approvers or those copied. */
  const approvalNotice = (tx: Db, r: RequestWords, recipients: number[], text: Localized) =>
    notices.notify(tx, {
      recipients,
      type: APPROVAL_NOTICES[r.docType].approval,
      text,
      link: link(r),
      approveUserId: r.applicantId,
      // A role's many holders: one notice for all of them (docs/approvals.md "A notice to many").
      grouped: true,
    });
  return {
    /** A task is theirs to decide now. */
    async toApprovers(tx: Db, r: RequestWords, recipients: number[]): Promise<void> {
      await approvalNotice(tx, r, recipients, words('approval.notice.submitted', r));
    },

    /** Their task is past its time limit. */
    async reminder(tx: Db, r: RequestWords, recipients: number[]): Promise<void> {
      await approvalNotice(tx, r, recipients, words('approval.notice.overdue', r));
    },

    /** They were copied on the request. */
    async copied(tx: Db, r: RequestWords, recipients: number[], byName: string): Promise<void> {
      await approvalNotice(tx, r, recipients, words('approval.notice.copied', r, { by: byName }));
    },

    /** The applicant hears how their request ended, or that it came back to them. */
    async toApplicant(
      tx: Db,
      r: RequestWords,
      outcome: Outcome,
      decidedBy: number | null,
      comment: string | null,
    ): Promise<void> {
      const said = (key: MessageKey) => (comment ? inEveryLanguage(key, { comment }) : null);
      const told: Record<Outcome, { text: Localized; content: Localized | null }> = {
        approved: {
          text: words('approval.notice.approved', r),
          content: said('approval.notice.comment'),
        },
        autoApproved: {
          text: words('approval.notice.approved', r),
          content: inEveryLanguage('approval.notice.autoApproved'),
        },
        rejected: {
          text: words('approval.notice.rejected', r),
          content: said('approval.notice.rejectReason'),
        },
        autoRejected: {
          text: words('approval.notice.rejected', r),
          content: inEveryLanguage('approval.notice.autoRejected'),
        },
        sentBack: {
          text: words('approval.notice.sentBack', r),
          content: said('approval.notice.sentBackReason'),
        },
      };
      const { text, content } = told[outcome];
      await notices.notify(tx, {
        recipients: [r.applicantId],
        type: APPROVAL_NOTICES[r.docType].application,
        text,
        content,
        link: applicantLink(r),
        approveUserId: decidedBy,
      });
    },
  };
}

export type ApprovalNotices = ReturnType<typeof approvalNotices>;
