import type {
  DoorBattery,
  DoorKey,
  DoorKeyState,
  DoorOpen,
  DoorPassword,
  DoorPasswordReveal,
  DoorPasswordRevealLog,
  DoorPasswordState,
} from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Popconfirm, Tag } from 'antd';
import { useFormatDateTime } from '../../../lib/date-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RecordHeader } from '../../../components/record-header';
import { RecordLoadState } from '../../../components/record-load-state';
import { useSaving } from '../../../lib/use-saving';
import { useSessionStore } from '../../../stores/session';
import {
  confirmDoorPassword,
  doorBatteryQueryOptions,
  doorKeyPageQueryOptions,
  doorLockKeys,
  doorLockQueryOptions,
  doorOpenPageQueryOptions,
  doorPasswordPageQueryOptions,
  doorRevealLogQueryOptions,
  revealDoorPassword,
} from '../api';
import { BatteryLevel } from '../components/battery-level';
import { KeyStateTag, Validity } from '../components/key-state-tag';
import { ApplyPasswordDialog, RevealedPassword } from '../components/password-dialogs';
import { ekeyHref } from '../paths';
import { useDoorLockPermissions } from '../permissions';
import { useShortPage } from '../../../lib/use-short-page';
import { PagedCard } from '../../../components/paged-card';

const PASSWORD_COLOURS: Record<DoorPasswordState, string> = {
  pending: 'blue',
  sentBack: 'orange',
  awaitingSet: 'gold',
  active: 'green',
  rejected: 'red',
  withdrawn: 'default',
  expired: 'default',
};

/**
 * /doorlockDetail?id=: a lock with its keys and passwords (validity, state), the reveal log, the
 * open log, the battery readings; the applicant reveals their code, the keeper confirms it was entered on the lock.
 */
export function LockDetailPage() {
  const { t } = useTranslation();
  const time = useFormatDateTime();
  const can = useDoorLockPermissions();
  const me = useSessionStore((s) => s.userInfo?.userId);
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const lock = useQuery({ ...doorLockQueryOptions(id), enabled: id > 0 });
  // Each of the lock's lists a page at a time, however long it grows.
  const keys = useShortPage((place) => doorKeyPageQueryOptions({ lockId: id, ...place }));
  const passwords = useShortPage((place) => doorPasswordPageQueryOptions({ lockId: id, ...place }));
  const reveals = useShortPage((place) => doorRevealLogQueryOptions(id, place));
  const opens = useShortPage((place) => doorOpenPageQueryOptions(id, place));
  const battery = useShortPage((place) => doorBatteryQueryOptions(id, place));
  const [applying, setApplying] = useState(false);
  const [revealed, setRevealed] = useState<DoorPasswordReveal>();
  const confirm = useSaving({
    save: confirmDoorPassword,
    refresh: doorLockKeys.all,
    done: () => t('doorLock.password.confirmed'),
  });
  const reveal = useSaving({
    save: revealDoorPassword,
    refresh: doorLockKeys.all,
    done: () => t('doorLock.password.revealTitle'),
    then: setRevealed,
  });
  if (!lock.data)
    return (
      <RecordLoadState
        loading={id > 0 && lock.isPending}
        error={lock.error}
        onRetry={() => void lock.refetch()}
        notFound={t('doorLock.detail.notFound')}
        loadFailed={t('doorLock.detail.loadFailed')}
        list={{ to: '/doorlock/list', label: t('doorLock.title') }}
      />
    );
  const l = lock.data;
  const keeper = l.keeperId !== null && l.keeperId === me;

  return (
    <Flex vertical gap={16}>
      <RecordHeader
        title={`${l.storeName} ${l.door}`}
        actions={
          <>
            <Link to={ekeyHref(l.lockId)}>{t('doorLock.detail.manageKeys')}</Link>
            {can.apply && (
              <Button type="primary" onClick={() => setApplying(true)}>
                {t('doorLock.detail.apply')}
              </Button>
            )}
          </>
        }
      />
      <Card>
        <Descriptions column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('doorLock.model')}>{l.model}</Descriptions.Item>
          <Descriptions.Item label={t('doorLock.serialNo')}>{l.serialNo}</Descriptions.Item>
          <Descriptions.Item label={t('doorLock.status')}>
            {t(`doorLock.statuses.${l.status}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('doorLock.battery')}>
            {l.battery === null ? '' : `${l.battery}%`}
          </Descriptions.Item>
          <Descriptions.Item label={t('doorLock.keeper')}>{l.keeperName}</Descriptions.Item>
          <Descriptions.Item label={t('doorLock.installedOn')}>{l.installedOn}</Descriptions.Item>
        </Descriptions>
      </Card>
      <PagedCard<DoorPassword>
        title={t('doorLock.detail.passwords')}
        list={passwords}
        rowKey="passwordId"
        columns={[
          { title: t('doorLock.password.applicant'), dataIndex: 'applicantName' },
          {
            title: t('doorLock.password.window'),
            render: (_, p) => <Validity from={p.startsAt} to={p.endsAt} />,
          },
          { title: t('doorLock.password.reason'), dataIndex: 'reason' },
          {
            title: t('doorLock.password.state'),
            dataIndex: 'state',
            render: (s: DoorPasswordState) => (
              <Tag color={PASSWORD_COLOURS[s]}>{t(`doorLock.password.states.${s}`)}</Tag>
            ),
          },
          { title: t('doorLock.password.reveals'), dataIndex: 'reveals' },
          {
            render: (_, p) => (
              <Flex gap={4} wrap>
                {p.applicantId === me && (p.state === 'awaitingSet' || p.state === 'active') && (
                  <Button size="small" onClick={() => reveal.mutate(p.passwordId)}>
                    {t('doorLock.password.reveal')}
                  </Button>
                )}
                {keeper && can.confirm && p.state === 'awaitingSet' && (
                  <Popconfirm
                    title={t('doorLock.password.confirmTitle')}
                    onConfirm={() => confirm.mutateAsync(p.passwordId)}
                  >
                    <Button size="small" type="primary">
                      {t('doorLock.password.confirm')}
                    </Button>
                  </Popconfirm>
                )}
              </Flex>
            ),
          },
        ]}
      />
      <PagedCard<DoorKey>
        title={t('doorLock.detail.keys')}
        list={keys}
        rowKey="keyId"
        columns={[
          { title: t('doorLock.key.user'), dataIndex: 'userName' },
          {
            title: t('doorLock.key.window'),
            render: (_, k) => <Validity from={k.startsAt} to={k.endsAt} schedule={k.schedule} />,
          },
          {
            title: t('doorLock.key.state'),
            dataIndex: 'state',
            render: (s: DoorKeyState) => <KeyStateTag state={s} />,
          },
        ]}
      />
      <PagedCard<DoorPasswordRevealLog>
        title={t('doorLock.detail.reveals')}
        list={reveals}
        rowKey="revealId"
        columns={[
          { title: t('doorLock.password.who'), dataIndex: 'userName' },
          { title: t('doorLock.password.at'), dataIndex: 'at', render: time },
          { title: t('doorLock.password.address'), dataIndex: 'address' },
        ]}
      />
      <PagedCard<DoorOpen>
        title={t('doorLock.detail.opens')}
        list={opens}
        rowKey="openId"
        columns={[
          { title: t('doorLock.opened.at'), dataIndex: 'at', render: time },
          {
            title: t('doorLock.opened.method'),
            dataIndex: 'method',
            render: (m: DoorOpen['method']) => t(`doorLock.opened.methods.${m}`),
          },
          { title: t('doorLock.opened.user'), dataIndex: 'userName' },
        ]}
      />
      <PagedCard<DoorBattery>
        title={t('doorLock.detail.battery')}
        list={battery}
        rowKey="at"
        columns={[
          { title: t('doorLock.detail.batteryAt'), dataIndex: 'at', render: time },
          {
            title: t('doorLock.battery'),
            dataIndex: 'battery',
            render: (level: number | null) => <BatteryLevel level={level} />,
          },
          { title: t('doorLock.detail.batteryBy'), dataIndex: 'byName' },
        ]}
      />
      {applying && <ApplyPasswordDialog lockId={l.lockId} onClose={() => setApplying(false)} />}
      {revealed && <RevealedPassword reveal={revealed} onClose={() => setRevealed(undefined)} />}
    </Flex>
  );
}
