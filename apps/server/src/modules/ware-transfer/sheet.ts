import { TRANSFER_STATUS_WORDS, type TransferRecord } from '@depot/shared';
import type { XlsxSheet } from '../../core/excel/xlsx-writer';
import type { Language } from '../../core/i18n';
import { exportTime } from '../../core/excel/export-route';

/** The transfer export's words, in both languages. */
export const TRANSFER_SHEET_WORDS = {
  'zh-CN': {
    file: '调拨单',
    code: '调拨单号',
    status: '状态',
    from: '调出仓库',
    to: '调入仓库',
    lines: '物品',
    sender: '调出人',
    sentAt: '调出时间',
    receiver: '接收人',
    receivedAt: '接收时间',
    cancelReason: '取消原因',
    remark: '备注',
  },
  'en-US': {
    file: 'transfers',
    code: 'Code',
    status: 'Status',
    from: 'From warehouse',
    to: 'To warehouse',
    lines: 'Items',
    sender: 'Sent by',
    sentAt: 'Sent at',
    receiver: 'Received by',
    receivedAt: 'Received at',
    cancelReason: 'Reason for cancelling',
    remark: 'Remark',
  },
} as const;

/** A transfer's lines in one cell: `硒鼓 5/10 个` (received of sent, unit), one per line. */
const linesText = (lines: TransferRecord['lines']) =>
  lines.map((l) => `${l.categoryName} ${l.received}/${l.quantity} ${l.unit}`).join('\n');

export function transferSheet(language: Language, timeZone: string): XlsxSheet<TransferRecord> {
  const w = TRANSFER_SHEET_WORDS[language];
  return {
    name: w.file,
    columns: [
      { header: w.code, width: 20, value: (r) => r.code },
      { header: w.status, value: (r) => TRANSFER_STATUS_WORDS[language][r.status] },
      { header: w.from, width: 20, value: (r) => r.from.name },
      { header: w.to, width: 20, value: (r) => r.to.name },
      { header: w.lines, width: 30, value: (r) => linesText(r.lines) },
      { header: w.sender, value: (r) => r.sender.nickname },
      { header: w.sentAt, width: 22, value: (r) => exportTime(r.sentAt, timeZone) },
      { header: w.receiver, value: (r) => r.receiver?.nickname ?? null },
      { header: w.receivedAt, width: 22, value: (r) => exportTime(r.receivedAt, timeZone) },
      { header: w.cancelReason, width: 24, value: (r) => r.cancelReason },
      { header: w.remark, width: 24, value: (r) => r.remark },
    ],
  };
}
