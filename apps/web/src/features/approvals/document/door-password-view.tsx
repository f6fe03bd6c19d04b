import { DOOR_LOCK_PAGE_PATHS, type DoorPassword, type DoorPasswordState } from '@depot/shared';
import { Alert, Tag } from 'antd';
import { useFormatDateTime } from '../../../lib/date-time';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentFacts, typedDocumentView } from './typed-document-view';

/** A door password request as its approval request answers it (the door-lock contract). */
function isDoorPassword(document: Record<string, unknown>): document is DoorPassword {
  return (
    typeof document.passwordId === 'number' &&
    typeof document.lockId === 'number' &&
    typeof document.startsAt === 'string' &&
    typeof document.endsAt === 'string'
  );
}

/**
 * A door password request on its request's page: which lock, for whom, for when and why. The
 * code itself is drawn only on approval and shown only to the applicant, never here.
 */
export const DoorPasswordView = typedDocumentView(isDoorPassword, DoorPasswordFacts);

function DoorPasswordFacts({ doc }: { doc: DoorPassword }) {
  const { t } = useTranslation();
  const time = useFormatDateTime();
  const state: DoorPasswordState = doc.state;
  return (
    <DocumentFacts
      items={[
        {
          key: 'lock',
          label: t('doorLock.key.lock'),
          children: (
            <Link
              to={`${DOOR_LOCK_PAGE_PATHS.detail}?id=${doc.lockId}`}
            >{`${doc.storeName} ${doc.door}`}</Link>
          ),
        },
        {
          key: 'applicant',
          label: t('doorLock.password.applicant'),
          children: doc.applicantName,
        },
        {
          key: 'window',
          label: t('doorLock.password.window'),
          children: `${time(doc.startsAt)} – ${time(doc.endsAt)}`,
        },
        { key: 'reason', label: t('doorLock.password.reason'), children: doc.reason },
        {
          key: 'state',
          label: t('doorLock.password.state'),
          children: <Tag>{t(`doorLock.password.states.${state}`)}</Tag>,
        },
      ]}
    >
      <Alert type="info" showIcon title={t('doorLock.password.approvalNote')} />
    </DocumentFacts>
  );
}
