import { Alert, Button, Flex, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_SHORT } from '@depot/shared';
import { LanguageSwitch } from '../../../components/language-switch';
import { Panel } from '../../../components/panel';
import { LoginForm } from '../components/login-form';
import { useClientConfig } from '../hooks/use-client-config';
import { redirectTarget } from '../redirect-target';

// Plain headings rather than antd Typography: it would add its tooltip and editor code to
// the first load of the most visited page.
export function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const clientConfig = useClientConfig();

  const goOn = () => void navigate(redirectTarget(location, search), { replace: true });

  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Panel maxWidth={400}>
        <Flex justify="space-between" align="start">
          <div>
            <h1 style={{ margin: 0, fontSize: token.fontSizeHeading2, color: token.colorText }}>
              {PRODUCT_SHORT}
            </h1>
            <p style={{ margin: 0, color: token.colorTextSecondary }}>{t('login.subtitle')}</p>
          </div>
          <LanguageSwitch />
        </Flex>
        <h2 style={{ margin: '24px 0 16px', fontSize: token.fontSizeHeading4 }}>
          {t('login.heading')}
        </h2>
        {clientConfig.isPending && (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        )}
        {clientConfig.isError && (
          <Alert
            type="error"
            title={t('login.configFailed')}
            action={
              <Button size="small" onClick={() => void clientConfig.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        )}
        {clientConfig.data && <LoginForm config={clientConfig.data} onSignedIn={goOn} />}
      </Panel>
    </Flex>
  );
}
