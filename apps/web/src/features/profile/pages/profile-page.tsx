import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

/** /info/index: the signed-in user's profile and password change (SPEC §2, §5). */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.userInfo);
  if (!user) return null;
  return (
    <Flex vertical gap={16}>
      <Card title={t('profile.basic')}>
        {/* Keyed by user: a reloaded profile resets the form to the saved values. */}
        <ProfileForm key={JSON.stringify(user)} user={user} />
      </Card>
      <Card title={t('profile.passwordSection')}>
        <PasswordForm />
      </Card>
    </Flex>
  );
}
