import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Popconfirm, Popover, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPROVAL_LINK_AREA,
  APPROVAL_NOTICES,
  APPROVER_NOTICE_LINK_AREAS,
  type ApprovalDocType,
  type ApprovalOpenTask,
  type Notice,
  type NoticeType,
} from '@depot/shared';
import { isApiError } from '../../../api/api-error';
import {
  runApprovalAction,
  settleApprovalAction,
  type ApprovalActionCall,
} from '../../../api/approval';

/** The notices that land a task on their recipient (5–11, 27), not the applicants' outcomes. */
const TASK_NOTICES: ReadonlySet<NoticeType> = new Set(
  Object.values(APPROVAL_NOTICES).map((pair) => pair.approval),
);

/** The document type of a link area an approver's notice may open instead of the request. */
const DOC_TYPE_OF_AREA: ReadonlyMap<string, ApprovalDocType> = new Map(
  Object.entries(APPROVER_NOTICE_LINK_AREAS).map(([docType, area]) => [
    area,
    docType as ApprovalDocType,
  ]),
);

/**
 * What an approver's notice names, as GET /approval/tasks is asked about it: its request
 * (`request` set) or the document its request carries (`document`, as `costVisa:12`); `key` finds
 * its open task among the page's.
 */
export type ApprovalTaskRef =
  | { key: string; request: number; document?: undefined }
  | { key: string; request?: undefined; document: string };

/** The key of an open task, by its request and by its document. */
export const openTaskKeys = (task: ApprovalOpenTask) => [
  `request:${task.requestId}`,
  `${task.docType}:${task.documentId}`,
];

/** The request an approver's notice is about, or undefined for any other notice. */
export function approvalTaskOf(notice: Notice): ApprovalTaskRef | undefined {
  if (!TASK_NOTICES.has(notice.noticeInfoType) || !notice.link) return undefined;
  const id = Number(notice.link.id);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  if (notice.link.area === APPROVAL_LINK_AREA) return { key: `request:${id}`, request: id };
  const docType = DOC_TYPE_OF_AREA.get(notice.link.area);
  if (!docType) return undefined;
  const document = `${docType}:${id}`;
  return { key: document, document };
}

type Outcome = 'approve' | 'reject' | 'conflict';

const OUTCOMES = {
  approve: { text: 'messages.approval.approved', colour: 'success' },
  reject: { text: 'messages.approval.rejected', colour: 'error' },
  conflict: { text: 'messages.approval.decidedElsewhere', colour: 'default' },
} as const;

/**
 * Approve or reject straight from an approver's notice (AREAS.md §1): shown while the request
 * still waits on the viewer's task (`task`, from the page's one GET /approval/tasks). Approving
 * asks to confirm; rejecting asks for the reason. Afterwards the row says what happened; when
 * someone acted first (409), it says so and the open tasks are read again.
 */
export function ApprovalNoticeActions({
  task,
  onActed,
}: {
  /** The viewer's open task on the request, if it still has one. */
  task: ApprovalOpenTask | undefined;
  /** After an action was taken (the notice is then read). */
  onActed: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>();
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const act = useMutation({
    mutationFn: ({ requestId, call }: { requestId: number; call: ApprovalActionCall }) =>
      runApprovalAction(requestId, call),
    onSuccess: async (detail, { requestId, call }) => {
      setOutcome(call.action === 'approve' ? 'approve' : 'reject');
      setRejecting(false);
      onActed();
      await settleApprovalAction(queryClient, requestId, detail);
    },
    onError: async (error, { requestId }) => {
      if (!isApiError(error) || error.status !== 409) return;
      setOutcome('conflict');
      setRejecting(false);
      await settleApprovalAction(queryClient, requestId, undefined);
    },
  });

  if (outcome) {
    const { text, colour } = OUTCOMES[outcome];
    return (
      <span role="status">
        <Tag color={colour}>{t(text)}</Tag>
      </span>
    );
  }
  if (!task) return null;
  const { version, code, requestId } = task;

  return (
    <Flex gap={8} wrap role="group" aria-label={t('messages.approval.actions', { code })}>
      <Popconfirm
        title={t('messages.approval.approveConfirm', { code })}
        okText={t('messages.approval.approve')}
        cancelText={t('common.cancel')}
        // Resolves either way: a failure is shown by the http client.
        onConfirm={() =>
          act
            .mutateAsync({
              requestId,
              call: { action: 'approve', body: { version, comment: '' } },
            })
            .catch(() => undefined)
        }
      >
        <Button size="small" type="primary" disabled={act.isPending}>
          {t('messages.approval.approve')}
        </Button>
      </Popconfirm>
      <Popover
        trigger="click"
        open={rejecting}
        onOpenChange={setRejecting}
        title={t('messages.approval.rejectTitle', { code })}
        destroyOnHidden
        content={
          <Form
            form={form}
            name={`reject-${requestId}`}
            layout="vertical"
            style={{ width: 260 }}
            onFinish={({ reason }) =>
              act.mutate({
                requestId,
                call: { action: 'reject', body: { version, comment: reason.trim() } },
              })
            }
          >
            <Form.Item
              name="reason"
              label={t('messages.approval.reason')}
              rules={[
                {
                  validator: async (_, value: unknown) => {
                    if (typeof value !== 'string' || !value.trim()) {
                      throw new Error(t('messages.approval.reasonRequired'));
                    }
                  },
                },
              ]}
            >
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} autoFocus />
            </Form.Item>
            <Flex justify="end" gap={8}>
              <Button size="small" onClick={() => setRejecting(false)}>
                {t('common.cancel')}
              </Button>
              <Button size="small" danger type="primary" htmlType="submit" loading={act.isPending}>
                {t('messages.approval.reject')}
              </Button>
            </Flex>
          </Form>
        }
      >
        <Button size="small" danger disabled={act.isPending}>
          {t('messages.approval.reject')}
        </Button>
      </Popover>
    </Flex>
  );
}
