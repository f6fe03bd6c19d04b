import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { certificateQueryOptions, type CertificateView } from '../../../api/certificate';
import { LanguageChoice } from '../../../components/open-page/language-choice';
import { OpenAlert } from '../../../components/open-page/open-alert';
import { OpenLoading } from '../../../components/open-page/open-loading';
import { SignForm } from '../components/sign-form';
import '../../../components/open-page/open-page.css';
import '../certificate.css';

const GONE = 404;

/**
 * /assertQrCode?code=<token> (open route, SPEC §2): the receiver of a pick-up, lending or
 * return scans the keeper's QR on their phone, checks the document's assets, and signs for them
 * with their username, password and a drawn signature. It shows only what they need: the
 * document, its assets, their masked name and the validity. Built without antd, in antd's look
 * (certificate.css), as the sign-in page is: a phone on a shop floor loads little.
 */
export function AssertQrCodePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('code')?.trim() ?? '';
  const [outcome, setOutcome] = useState<'signing' | 'signed' | 'dead'>('signing');
  const certificate = useQuery({ ...certificateQueryOptions(token), enabled: token !== '' });

  const gone =
    outcome === 'dead' || (isApiError(certificate.error) && certificate.error.status === GONE);
  let body;
  if (!token) body = <OpenAlert warning>{t('certificate.missingCode')}</OpenAlert>;
  else if (gone) body = <OpenAlert warning>{t('certificate.invalid')}</OpenAlert>;
  else if (certificate.isPending) body = <OpenLoading />;
  else if (!certificate.data) {
    body = (
      <OpenAlert onRetry={() => void certificate.refetch()}>
        {isApiError(certificate.error) && certificate.error.status !== 0
          ? certificate.error.message
          : t('certificate.loadFailed')}
      </OpenAlert>
    );
  } else if (outcome === 'signed') {
    body = <Signed view={certificate.data} />;
  } else {
    body = (
      <>
        <Summary view={certificate.data} />
        <p className="cert__confirm">{t('certificate.confirm')}</p>
        <SignForm
          token={token}
          onSigned={() => setOutcome('signed')}
          onDead={() => setOutcome('dead')}
        />
      </>
    );
  }

  return (
    <main className="open-page cert">
      <section className="open-page__panel cert__panel" aria-labelledby="cert-heading">
        <div className="cert__top">
          <h1 id="cert-heading" className="cert__title">
            {t('certificate.title')}
          </h1>
          <LanguageChoice />
        </div>
        {body}
      </section>
    </main>
  );
}

/** What the receiver checks: the document, their masked name, the validity, the assets. */
function Summary({ view }: { view: CertificateView }) {
  const { t, i18n } = useTranslation();
  const until = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(view.expiresAt));
  return (
    <>
      <dl className="cert__facts">
        <dt>{t('certificate.document')}</dt>
        <dd>
          {t(`certificate.type.${view.docType}`)} {view.code}
        </dd>
        <dt>{t('certificate.receiver')}</dt>
        <dd>{view.receiver}</dd>
        <dt>{t('certificate.validUntil')}</dt>
        <dd>
          <time dateTime={view.expiresAt}>{until}</time>
        </dd>
      </dl>
      <h2 className="cert__subtitle">{t('certificate.assets', { count: view.assets.length })}</h2>
      <ul className="cert__assets">
        {view.assets.map((asset) => (
          <li key={asset.code}>
            <span className="cert__asset-code">{asset.code}</span> {asset.name}
          </li>
        ))}
      </ul>
    </>
  );
}

function Signed({ view }: { view: CertificateView }) {
  const { t } = useTranslation();
  const document = `${t(`certificate.type.${view.docType}`)} ${view.code}`;
  return (
    <div className="cert__done" role="status">
      <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden focusable="false">
        <circle cx="12" cy="12" r="11" fill="#52c41a" />
        <path d="M6.5 12.5l3.5 3.5 7-7.5" stroke="#fff" strokeWidth="2" fill="none" />
      </svg>
      <h2 className="cert__subtitle">{t('certificate.done')}</h2>
      <p>{t('certificate.doneText', { document, count: view.assets.length })}</p>
    </div>
  );
}
