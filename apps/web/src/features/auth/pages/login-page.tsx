import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_SHORT } from '@depot/shared';
import { LanguageChoice } from '../../../components/open-page/language-choice';
import { OpenAlert } from '../../../components/open-page/open-alert';
import { OpenLoading } from '../../../components/open-page/open-loading';
import { LoginForm } from '../components/login-form';
import { useClientConfig } from '../hooks/use-client-config';
import { redirectTarget } from '../redirect-target';
import '../../../components/open-page/open-page.css';
import '../sign-in.css';

/**
 * The sign-in page (SPEC §2). Built without antd, in antd's look (sign-in.css): it is the most
 * visited page and the first one a new visitor waits for, and antd alone would double what
 * it downloads before it paints (docs/performance.md).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const clientConfig = useClientConfig();

  const goOn = () => void navigate(redirectTarget(location, search), { replace: true });

  return (
    <main className="open-page signin">
      <section className="open-page__panel signin__panel" aria-labelledby="signin-heading">
        <div className="signin__top">
          <div>
            <h1 className="signin__product">{PRODUCT_SHORT}</h1>
            <p className="signin__subtitle">{t('login.subtitle')}</p>
          </div>
          <LanguageChoice />
        </div>
        <h2 id="signin-heading" className="signin__heading">
          {t('login.heading')}
        </h2>
        {clientConfig.isPending && <OpenLoading />}
        {clientConfig.isError && (
          <OpenAlert onRetry={() => void clientConfig.refetch()}>
            {t('login.configFailed')}
          </OpenAlert>
        )}
        {clientConfig.data && <LoginForm config={clientConfig.data} onSignedIn={goOn} />}
      </section>
    </main>
  );
}
