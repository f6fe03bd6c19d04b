import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session';
import { ANNOUNCE_PERMISSION } from '../announce';
import { AnnounceForm } from '../components/announce-form';
import { PageTitle } from '../../../components/page-title';

/**
 * /admin/notice/announce: sends a notice to everyone, or to chosen users, departments or roles.
 * Only for holders of sys_notice_announce; the server refuses the others anyway.
 */
export function AnnouncePage() {
  const { t } = useTranslation();
  const allowed = useSessionStore((s) => s.permissions[ANNOUNCE_PERMISSION] === true);
  if (!allowed) return <Result status="403" subTitle={t('messages.announce.noPermission')} />;
  return (
    <section>
      <PageTitle>{t('messages.announce.title')}</PageTitle>
      <AnnounceForm />
    </section>
  );
}
