import { NotificationOutlined } from '@ant-design/icons';
import { Button, Drawer, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../stores/session';
import { ANNOUNCE_PATH, ANNOUNCE_PERMISSION } from '../announce';
import { useMessageCentreStore } from '../stores/message-centre';
import { MessageCentre } from './message-centre';
import { NoticeSettings } from './notice-settings';

/**
 * The message centre (SPEC §2): a right-side drawer, 60% wide. Its content is dropped when it
 * closes, so each opening loads the list, the counts and the settings afresh (SPEC §4).
 */
export function MessageDrawer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useMessageCentreStore((s) => s.open);
  const setOpen = useMessageCentreStore((s) => s.setOpen);
  const mayAnnounce = useSessionStore((s) => s.permissions[ANNOUNCE_PERMISSION] === true);

  return (
    <Drawer
      placement="right"
      size="60%"
      open={open}
      onClose={() => setOpen(false)}
      destroyOnHidden
      title={t('messages.title')}
      extra={
        <Space size="middle" wrap>
          <NoticeSettings />
          {mayAnnounce && (
            <Button
              icon={<NotificationOutlined aria-hidden />}
              onClick={() => {
                setOpen(false);
                void navigate(ANNOUNCE_PATH);
              }}
            >
              {t('messages.announce.open')}
            </Button>
          )}
        </Space>
      }
    >
      <MessageCentre onNavigate={() => setOpen(false)} />
    </Drawer>
  );
}
