import {
  approvalCcBody,
  approvalRejectBody,
  approvalSendBackBody,
  approvalTransferBody,
} from '@depot/shared';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalActionCall, ApprovalDetail } from '../../../api/approval';
import { FormModal } from '../../../components/data-table';
import { zodFieldRule, type SafeParser } from '../../../lib/zod-form-rule';
import { useSessionStore } from '../../../stores/session';
import { UserSelect, UsersSelect } from './user-select';

/** The actions that ask for something before they are sent. */
export type DialogAction = 'approve' | 'reject' | 'sendBack' | 'transfer' | 'cc';

interface DialogValues {
  comment: string;
  /** Send back: an earlier step's index, or APPLICANT. */
  toStep?: number;
  toUserId?: number;
  userIds?: number[];
}

/** The send-back choice meaning "the applicant" (`toStep: null`). */
const APPLICANT = -1;

const TITLES = {
  approve: 'approvals.dialog.approveTitle',
  reject: 'approvals.dialog.rejectTitle',
  sendBack: 'approvals.dialog.sendBackTitle',
  transfer: 'approvals.dialog.transferTitle',
  cc: 'approvals.dialog.ccTitle',
} as const;

/** The call the dialog's values make, on the version of the request the user read. */
function callOf(action: DialogAction, values: DialogValues, version: number): ApprovalActionCall {
  const comment = values.comment.trim();
  switch (action) {
    case 'approve':
      return { action, body: { version, comment } };
    case 'reject':
      return { action, body: { version, comment } };
    case 'sendBack':
      return {
        action,
        body: {
          version,
          comment,
          toStep: values.toStep === undefined || values.toStep === APPLICANT ? null : values.toStep,
        },
      };
    case 'transfer':
      return { action, body: { version, comment, toUserId: values.toUserId ?? 0 } };
    case 'cc':
      return { action, body: { version, comment, userIds: values.userIds ?? [] } };
  }
}

/**
 * What an action asks before it is sent: a comment (approve), a reason (reject, send back, with
 * where to), who takes over (transfer), who is copied (CC). Each field is checked with the shared
 * body's rule. Enter submits; Escape asks before dropping what was typed. Mount it to open it.
 */
export function ActionDialog({
  action,
  request,
  submitting,
  onSubmit,
  onClose,
}: {
  action: DialogAction;
  request: ApprovalDetail;
  submitting: boolean;
  onSubmit: (call: ApprovalActionCall) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DialogValues>();
  const me = useSessionStore((s) => s.userInfo?.userId);
  const rule = (schema: SafeParser, field: keyof DialogValues, text: string) =>
    zodFieldRule(schema, field, () => text);
  const earlier = request.route.filter(
    (step) =>
      step.state === 'done' && request.currentStep !== null && step.index < request.currentStep,
  );
  const comment = (first: boolean) => (
    <Form.Item name="comment" label={t('approvals.dialog.comment')}>
      <Input.TextArea
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={500}
        showCount
        autoFocus={first}
      />
    </Form.Item>
  );
  const reason = (label: string, required: string, schema: SafeParser) => (
    <Form.Item name="comment" label={label} required rules={[rule(schema, 'comment', required)]}>
      <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} showCount autoFocus />
    </Form.Item>
  );

  return (
    <FormModal<DialogValues>
      name={`approval-${action}`}
      title={t(TITLES[action], { code: request.code })}
      open
      form={form}
      // '' rather than nothing, so that the shared rule answers "reason required" for it.
      initialValues={{ comment: '', toStep: APPLICANT }}
      submitting={submitting}
      onSubmit={(values) => onSubmit(callOf(action, values, request.version))}
      onClose={onClose}
    >
      {action === 'approve' && comment(true)}
      {action === 'reject' &&
        reason(
          t('approvals.dialog.reason'),
          t('approvals.dialog.reasonRequired'),
          approvalRejectBody,
        )}
      {action === 'sendBack' && (
        <>
          <Form.Item name="toStep" label={t('approvals.dialog.toStep')}>
            <Radio.Group
              vertical
              options={[
                { value: APPLICANT, label: t('approvals.dialog.toApplicant') },
                ...earlier.map((step) => ({
                  value: step.index,
                  label: t('approvals.dialog.toStepItem', {
                    index: step.index + 1,
                    name: step.name,
                  }),
                })),
              ]}
            />
          </Form.Item>
          {reason(
            t('approvals.dialog.sendBackReason'),
            t('approvals.dialog.sendBackReasonRequired'),
            approvalSendBackBody,
          )}
        </>
      )}
      {action === 'transfer' && (
        <>
          <Form.Item
            name="toUserId"
            label={t('approvals.dialog.toUser')}
            required
            rules={[rule(approvalTransferBody, 'toUserId', t('approvals.dialog.toUserRequired'))]}
          >
            <UserSelect exclude={me === undefined ? [] : [me]} />
          </Form.Item>
          {comment(false)}
        </>
      )}
      {action === 'cc' && (
        <>
          <Form.Item
            name="userIds"
            label={t('approvals.dialog.ccUsers')}
            required
            rules={[rule(approvalCcBody, 'userIds', t('approvals.dialog.ccUsersRequired'))]}
          >
            <UsersSelect />
          </Form.Item>
          {comment(false)}
        </>
      )}
    </FormModal>
  );
}
