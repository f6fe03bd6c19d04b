import { APPROVAL_ACTIONS, type ApprovalAction } from '@depot/shared';
import { App, Button, Flex } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApprovalActionCall, ApprovalDetail } from '../../../api/approval';
import { ActionDialog, type DialogAction } from '../components/action-dialog';
import { DOCUMENT_EDIT_HREFS } from '../document/views';
import { isConflict, useApprovalAction } from './use-approval-action';

const BUTTON_PROPS: Record<ApprovalAction, { type?: 'primary'; danger?: boolean }> = {
  approve: { type: 'primary' },
  reject: { danger: true },
  sendBack: {},
  transfer: {},
  cc: {},
  withdraw: { danger: true },
  resubmit: { type: 'primary' },
};

/**
 * The actions the server allows the viewer on a request (`actions`), as buttons: approve, reject,
 * send back, transfer and CC open a dialog; withdraw and resubmit ask to confirm. Each call names
 * the version read. A dialog closes on success and after a 409 (the request is read again and
 * `onConflict` gets the server's reason); on any other failure it stays open. Where the
 * applicant may resubmit and the document's type has a form to change it, 修改并重新提交 opens it.
 */
export function useRequestActions(
  request: ApprovalDetail,
  onConflict: (reason: string | undefined) => void,
): { buttons: ReactNode; dialogs: ReactNode } {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [open, setOpen] = useState<DialogAction>();
  const act = useApprovalAction(request.requestId, onConflict);

  const send = (call: ApprovalActionCall) =>
    act.mutateAsync(call).then(
      () => setOpen(undefined),
      (error: unknown) => {
        if (isConflict(error)) setOpen(undefined);
      },
    );

  const confirm = (action: 'withdraw' | 'resubmit') =>
    void modal.confirm({
      title: t(`approvals.dialog.${action}Title`, { code: request.code }),
      content: t(`approvals.dialog.${action}Content`),
      okText: t(`approvals.action.${action}`),
      okButtonProps: { danger: action === 'withdraw' },
      cancelText: t('common.cancel'),
      // Resolves either way: a failure is shown by the http client (and a 409 reloads).
      onOk: () => send({ action, body: { version: request.version, comment: '' } }),
    });

  const start = (action: ApprovalAction) => {
    if (action === 'withdraw' || action === 'resubmit') confirm(action);
    else setOpen(action);
  };

  const allowed = APPROVAL_ACTIONS.filter((action) => request.actions.includes(action));
  const editHref = allowed.includes('resubmit')
    ? DOCUMENT_EDIT_HREFS[request.docType]?.(request.documentId)
    : undefined;
  const buttons = allowed.length > 0 && (
    <Flex gap={8} wrap role="group" aria-label={t('approvals.detail.actions')}>
      {editHref && (
        <Button type="primary" disabled={act.isPending} onClick={() => void navigate(editHref)}>
          {t('approvals.action.editAndResubmit')}
        </Button>
      )}
      {allowed.map((action) => (
        <Button
          key={action}
          {...BUTTON_PROPS[action]}
          // Resubmitting as it is comes second to changing it first.
          type={editHref && action === 'resubmit' ? 'default' : BUTTON_PROPS[action].type}
          disabled={act.isPending}
          onClick={() => start(action)}
        >
          {t(`approvals.action.${action}`)}
        </Button>
      ))}
    </Flex>
  );
  // Mounted per opening: each dialog starts with an empty form.
  const dialogs = open && (
    <ActionDialog
      key={open}
      action={open}
      request={request}
      submitting={act.isPending}
      onSubmit={(call) => void send(call)}
      onClose={() => setOpen(undefined)}
    />
  );
  return { buttons, dialogs };
}
