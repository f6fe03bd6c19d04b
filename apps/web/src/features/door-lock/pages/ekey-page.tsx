import { DOOR_KEY_STATES, type DoorKey, type DoorKeyState } from '@depot/shared';
import { Button, Card, Form } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChoiceFilter, DataTable, useDataTable } from '../../../components/data-table';
import { UserSelect } from '../../../components/org-selects';
import { PageTitle } from '../../../components/page-title';
import { doorKeyPageQueryOptions } from '../api';
import { IssueKeyDialog } from '../components/issue-key-dialog';
import { KeyStateTag, Validity } from '../components/key-state-tag';
import { LockSelect } from '../components/lock-select';
import { RevokeKeyDialog } from '../components/revoke-key-dialog';
import { useDoorLockPermissions } from '../permissions';
import { useWide, wideScroll } from '../../../lib/use-wide';

/** /doorlockEkey: electronic keys per lock and per user; issue and revoke them. */
export function EkeyPage() {
  const { t } = useTranslation();
  const wide = useWide();
  const can = useDoorLockPermissions();
  const [search] = useSearchParams();
  const fromLock = Number(search.get('lockId')) || undefined;
  const table = useDataTable({
    query: doorKeyPageQueryOptions,
    rowKey: 'keyId',
    initialFilters: { lockId: fromLock },
  });
  const [issuing, setIssuing] = useState(false);
  const [revoking, setRevoking] = useState<DoorKey>();
  const columns: ColumnsType<DoorKey> = [
    { title: t('doorLock.key.lock'), render: (_, k) => `${k.storeName} ${k.door}` },
    { title: t('doorLock.key.user'), dataIndex: 'userName' },
    {
      title: t('doorLock.key.window'),
      render: (_, k) => <Validity from={k.startsAt} to={k.endsAt} schedule={k.schedule} />,
    },
    {
      title: t('doorLock.key.state'),
      dataIndex: 'state',
      render: (state: DoorKeyState, k) => (
        <>
          <KeyStateTag state={state} />
          {k.revokeReason}
        </>
      ),
    },
    ...(can.ekey
      ? [
          {
            title: t('doorLock.key.revoke'),
            render: (_: unknown, k: DoorKey) =>
              k.state !== 'revoked' && (
                <Button size="small" type="link" danger onClick={() => setRevoking(k)}>
                  {t('doorLock.key.revoke')}
                </Button>
              ),
          },
        ]
      : []),
  ];
  return (
    <Card title={<PageTitle>{t('doorLock.key.title')}</PageTitle>}>
      <DataTable
        table={table}
        aria-label={t('doorLock.key.table')}
        columns={columns}
        scroll={wideScroll(wide)}
        filters={
          <>
            <Form.Item name="lockId" label={t('doorLock.key.lock')}>
              <LockSelect allowClear style={{ minWidth: 180 }} />
            </Form.Item>
            <Form.Item name="userId" label={t('doorLock.key.user')}>
              <UserSelect />
            </Form.Item>
            <ChoiceFilter
              name="state"
              label={t('doorLock.key.state')}
              values={DOOR_KEY_STATES}
              text={(s) => t(`doorLock.key.states.${s}`)}
              minWidth={120}
            />
          </>
        }
        toolbar={
          can.ekey && (
            <Button type="primary" onClick={() => setIssuing(true)}>
              {t('doorLock.key.issue')}
            </Button>
          )
        }
      />
      {issuing && <IssueKeyDialog lockId={fromLock} onClose={() => setIssuing(false)} />}
      {revoking && <RevokeKeyDialog doorKey={revoking} onClose={() => setRevoking(undefined)} />}
    </Card>
  );
}
