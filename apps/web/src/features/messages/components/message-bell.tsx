import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BADGE_CAP } from '@depot/shared';
import { noticeCountsQueryOptions } from '../../../api/notice';
import { useSessionStore } from '../../../stores/session';
import { useMessageCentreStore } from '../stores/message-centre';

// The drawer (table, filters, switches) loads on the first click, never with the page.
const MessageDrawer = lazy(() =>
  import('./message-drawer').then((module) => ({ default: module.MessageDrawer })),
);

/** Top-bar bell: unread badge (hidden at 0, 99+ above 99); a click opens the message centre. */
export function MessageBell() {
  const { t } = useTranslation();
  const signedIn = useSessionStore((s) => s.accessToken !== '');
  const { data: counts } = useQuery({ ...noticeCountsQueryOptions(), enabled: signedIn });
  const open = useMessageCentreStore((s) => s.open);
  const setOpen = useMessageCentreStore((s) => s.setOpen);
  // Mounted from the first opening on, so that closing plays the drawer's animation.
  const [drawerMounted, setDrawerMounted] = useState(open);
  if (open && !drawerMounted) setDrawerMounted(true);

  return (
    <>
      <Badge count={counts?.viewNotReadCount ?? 0} overflowCount={BADGE_CAP} size="small">
        <Button
          type="text"
          aria-label={t('messages.bell')}
          icon={<BellOutlined aria-hidden />}
          onClick={() => setOpen(true)}
        />
      </Badge>
      {drawerMounted && (
        <Suspense fallback={null}>
          <MessageDrawer />
        </Suspense>
      )}
    </>
  );
}
