import { useQuery } from '@tanstack/react-query';
import { Alert, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { approvalDetailQueryOptions } from '../../../api/approval';
import { assetDocDetailQueryOptions } from '../../../api/asset-doc';
import { useSessionStore } from '../../../stores/session';
import { assetsOf } from '../lib/doc-values';
import { assetDocDetailHref } from '../paths';
import { useAssetDocPermissions } from '../permissions';
import { DocForm } from './doc-form';
import { DocLoadState } from './doc-load-state';

/**
 * The form filled with document `docId`, sent back to its applicant, to change and resubmit it;
 * the approver's reason for sending it back above. Anyone else, or a document not sent back,
 * gets a page saying so with the way back to it (the server refuses them too).
 */
export function EditDoc({ docId }: { docId: number }) {
  const { t } = useTranslation();
  const me = useSessionStore((s) => s.userInfo?.userId);
  const { types } = useAssetDocPermissions();
  const detail = useQuery({ ...assetDocDetailQueryOptions(docId), enabled: docId > 0 });
  const doc = detail.data;
  const editable =
    doc !== undefined &&
    doc.status === 'sentBack' &&
    doc.applicant.userId === me &&
    types.includes(doc.docType);
  const request = useQuery({
    ...approvalDetailQueryOptions(doc?.requestId ?? 0),
    enabled: editable,
  });
  if (!doc) {
    return (
      <DocLoadState
        loading={docId > 0 && detail.isPending}
        error={docId > 0 ? detail.error : undefined}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  if (!editable) {
    return (
      <Result
        status="warning"
        subTitle={t('assetDocs.form.notEditable', {
          code: doc.code,
          status: t(`assetDocs.status.${doc.status}`),
        })}
        extra={<Link to={assetDocDetailHref(doc.docId)}>{t('assetDocs.form.backToDoc')}</Link>}
      />
    );
  }
  const sentBack = request.data?.trail.findLast((entry) => entry.action === 'sendBack');
  return (
    <DocForm
      types={[doc.docType]}
      initialType={doc.docType}
      initialAssets={assetsOf(doc)}
      editing={doc}
      notice={
        sentBack && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('assetDocs.form.sentBackBy', {
              name: sentBack.actor?.nickname ?? '',
              reason: sentBack.comment ?? '',
            })}
          />
        )
      }
    />
  );
}
