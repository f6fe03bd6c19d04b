import { Avatar, Button, Flex, Form, Input, theme } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { Panel } from '../../../components/panel';
import { useConfirmSignOut } from '../../../components/use-sign-out';
import { REDIRECT_PARAM, paths, safeRedirectTarget } from '../../../lib/paths';
import { useDebouncedClick } from '../../../lib/use-debounced-click';
import { useSessionStore } from '../../../stores/session';
import { useUnlock } from '../hooks/use-unlock';

interface UnlockValues {
  password: string;
}

/**
 * /lock: the screen is locked until the user's password is given again (POST /auth/unlock);
 * then back to the page that was open. Logging out is offered too.
 */
export function LockPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const user = useSessionStore((s) => s.userInfo);
  const [form] = Form.useForm<UnlockValues>();
  const unlock = useUnlock();
  const confirmSignOut = useConfirmSignOut();
  const name = user?.nickname || user?.username || '';

  const submit = useDebouncedClick(() => form.submit());
  const onFinish = ({ password }: UnlockValues) =>
    unlock.mutate(password, {
      onSuccess: (unlocked) => {
        if (!unlocked) return;
        const back = safeRedirectTarget(search.get(REDIRECT_PARAM)) ?? paths.home;
        void navigate(back, { replace: true });
      },
      onError: (error) => {
        const message = isApiError(error) ? error.message : t('lock.passwordRequired');
        form.setFields([{ name: 'password', value: '', errors: [message] }]);
      },
    });

  return (
    <Flex
      component="main"
      vertical
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: 16 }}
    >
      <Panel maxWidth={360}>
        <Flex vertical align="center" gap={8} style={{ marginBottom: 16 }}>
          <Avatar size={64} icon={<UserOutlined aria-hidden />} />
          <h1 style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>{name}</h1>
          <p style={{ margin: 0, color: token.colorTextSecondary }}>
            <LockOutlined aria-hidden /> {t('lock.title')}
          </p>
        </Flex>
        <Form<UnlockValues>
          form={form}
          name="unlock"
          layout="vertical"
          requiredMark={false}
          disabled={unlock.isPending}
          onFinish={onFinish}
        >
          <Form.Item
            label={t('lock.password')}
            name="password"
            rules={[{ required: true, message: t('lock.passwordRequired') }]}
          >
            <Input.Password
              placeholder={t('lock.passwordPlaceholder')}
              autoComplete="current-password"
              autoFocus
            />
          </Form.Item>
          <Button type="primary" block onClick={submit} loading={unlock.isPending}>
            {t('lock.unlock')}
          </Button>
        </Form>
        <Flex justify="center" style={{ marginTop: 8 }}>
          <Button type="link" onClick={() => confirmSignOut()}>
            {t('logout.button')}
          </Button>
        </Flex>
      </Panel>
    </Flex>
  );
}
