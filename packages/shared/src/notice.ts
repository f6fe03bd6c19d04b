/**
 * SPEC §3 notice type values 1–24, plus 25 for announcements sent from the admin console
 * (the spec's list has no type for them), 26 for a repair order past its service level, and 27
 * and 28 for pick-up's approval and application notices, 29 and 30 for special work orders', 31 and 32 for stocktake differences', 33 and 34 for purchase work orders', 35 for a supplier qualification about to lapse, 36 and 37 for a project cost visa's, 38 and 39 for a warehouse purchase order's, 41 for a project inspection issue past its deadline, 42 and 43 for a project's discarding, 44 and 45 for a project's start-of-work application, 46 and 47 for a project's design change, 50 for a project contractor's document about to lapse, 51 and 52 for a project's material discard, 53 and 54 for a stock reservation about to lapse and lapsed. Labels live in i18n under `notice.type.<value>`.
 */
export const NOTICE_TYPES = {
  assetExpiry: 1,
  assetPickUp: 2,
  assetReturn: 3,
  assetAdded: 4,
  lendingApproval: 5,
  writeOffApproval: 6,
  returnApproval: 7,
  warehouseInApproval: 8,
  transferApproval: 9,
  rollbackApproval: 10,
  damageApproval: 11,
  doorLockPasswordApproval: 12,
  warehouseAssetLowStock: 13,
  warehouseCategoryLowStock: 14,
  lendingApplication: 15,
  writeOffApplication: 16,
  returnApplication: 17,
  warehouseInApplication: 18,
  transferApplication: 19,
  rollbackApplication: 20,
  damageApplication: 21,
  doorLockPasswordApplication: 22,
  assetBorrowOvertake: 23,
  assetReturnOvertake: 24,
  announcement: 25,
  repairSlaBreach: 26,
  /** Pick-up (领用) is not in the spec's list: its approval and application notices (issue #17). */
  pickupApproval: 27,
  pickupApplication: 28,
  /** A special work order (warehouses, issue #18): to its approvers, and to its applicant. */
  specialOrderApproval: 29,
  specialOrderApplication: 30,
  /** A stocktake's differences (warehouses, issue #18): to its approvers, and to its applicant. */
  stocktakeApproval: 31,
  stocktakeApplication: 32,
  /** A purchase work order (purchasing, issue #19): to its approvers, and to its applicant. */
  purchaseOrderApproval: 33,
  purchaseOrderApplication: 34,
  /** A supplier's qualification file about to lapse (purchasing, issue #19): to its editors. */
  supplierQualificationExpiring: 35,
  /** A project's cost visa (projects, issue #21): to its approvers, and to its applicant. */
  costVisaApproval: 36,
  costVisaApplication: 37,
  /**
   * A warehouse purchase order (purchasing, issue #19): submitted, to the purchasers (holders
   * of purchase_order_add); ordered or declined, to its applicant.
   */
  replenishmentSubmitted: 38,
  replenishmentOutcome: 39,
  /**
   * A site inspection issue still open after its rectification deadline (projects, issue #21):
   * to the project's manager, once per issue and deadline.
   */
  inspectionIssueOverdue: 41,
  /** A request to discard a project (projects, issue #21): to its approvers, and to its applicant. */
  projectDiscardApproval: 42,
  projectDiscardApplication: 43,
  /** An application to start work on a project's stage (issue #21): approvers, applicant. */
  startWorkApproval: 44,
  startWorkApplication: 45,
  /** A project's design change (issue #21): to its approvers, and to its applicant. */
  designChangeApproval: 46,
  designChangeApplication: 47,
  /**
   * A project contractor's document (licence, insurance…) about to lapse (issue #21): to the
   * project's manager, once per document and valid-until.
   */
  contractorDocExpiring: 50,
  /** Discarding a project's materials (issue #21): to its approvers, and to its applicant. */
  materialDiscardApproval: 51,
  materialDiscardApplication: 52,
  /**
   * A stock reservation (warehouses, issue #18): to who reserved it, once before its term runs
   * out (the lead time) and once when it lapses and is let go.
   */
  reservationExpiring: 53,
  reservationExpired: 54,
} as const;

export type NoticeType = (typeof NOTICE_TYPES)[keyof typeof NOTICE_TYPES];
export const NOTICE_TYPE_VALUES = Object.values(NOTICE_TYPES) as NoticeType[];

export type ReadStatus = 1 | 2;

/** The record a notice concerns, so a click can open it. */
export interface NoticeLink {
  area: string;
  id: string | number;
}

export interface Notice {
  id: number;
  noticeInfoStr: string;
  /** ISO 8601 */
  noticeTime: string;
  readStatus: ReadStatus;
  noticeInfoType: NoticeType;
  content: string | null;
  approveUserId: number | null;
  link: NoticeLink | null;
}

export interface ViewCounts {
  viewAllCount: number;
  viewNotReadCount: number;
  viewReadCount: number;
}

/** GET /admin/notice/getUserInfoCount; typeInfoCount is keyed by type value. */
export interface NoticeCounts extends ViewCounts {
  typeInfoCount: Record<string, ViewCounts>;
}

export interface NoticeConfig {
  messageNotifiStatus: 0 | 1;
  voiceNotifiStatus: 0 | 1;
}

/** Message pushed over the websocket when a notice arrives. */
export interface PushNoticeMessage {
  sendType: 'notice';
  notice: Notice;
}
