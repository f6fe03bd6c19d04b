import { Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ClientConfig } from '@depot/shared';
import { isApiError } from '../../../api/api-error';
import { useCaptcha } from '../hooks/use-captcha';
import { useLogin } from '../hooks/use-login';
import { CaptchaField } from './captcha-field';

interface LoginValues {
  username: string;
  password: string;
  code?: string;
}

const WRONG_CAPTCHA = 428;

interface LoginFormProps {
  config: ClientConfig;
  onSignedIn: () => void;
}

export function LoginForm({ config, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const captcha = useCaptcha();
  const login = useLogin();

  const submit = (values: LoginValues) => {
    const captchaPart = config.captcha ? { randomStr: captcha.randomStr, code: values.code } : {};
    login.mutate(
      {
        login: { username: values.username.trim(), password: values.password, ...captchaPart },
        config,
      },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (!config.captcha) return;
          // A captcha is good for one attempt only: always show a new one after a failure.
          captcha.refresh();
          const wrongCaptcha = isApiError(error) && error.status === WRONG_CAPTCHA;
          form.setFields([
            {
              name: 'code',
              value: '',
              errors: wrongCaptcha ? [t('errors.status.428')] : [],
            },
          ]);
        },
      },
    );
  };

  return (
    <Form<LoginValues>
      form={form}
      name="login"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      disabled={login.isPending}
    >
      <Form.Item
        label={t('login.username')}
        name="username"
        rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.usernamePlaceholder')}
          autoComplete="username"
          maxLength={64}
        />
      </Form.Item>
      <Form.Item
        label={t('login.password')}
        name="password"
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      {config.captcha && <CaptchaField imageUrl={captcha.imageUrl} onRefresh={captcha.refresh} />}
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
