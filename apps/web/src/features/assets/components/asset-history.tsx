import type { AssetDetail, AssetHistory, FormDesign } from '@depot/shared';
import { ASSET_SIGNATURE_FIELD, assetDocTypeOfCode, levelWidgets } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Empty, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deptListQueryOptions } from '../../../api/admin-org';
import { userListQueryOptions } from '../../../api/admin-users';
import { assetCategoryListQueryOptions } from '../../../api/asset';
import { storeOptionsQueryOptions } from '../../../api/eam';
import { useFormatDateTime } from '../../../lib/date-time';
import { historyValueText, type HistoryWords } from '../lib/history-values';
import { assetDocHref } from '../paths';
import { SignatureImage } from '../../../components/signature-image';

type IdField = keyof HistoryWords['names'];

/**
 * The names of the ids an asset's history holds: the asset's own (its category, custodian,
 * department and store now), and the pickers' lists only when a row names another id.
 */
function useHistoryNames(asset: AssetDetail): HistoryWords['names'] {
  const current: Record<IdField, [number | null, string | null]> = {
    categoryId: [asset.categoryId, asset.categoryName],
    custodianId: [asset.custodianId, asset.custodianName],
    deptId: [asset.deptId, asset.deptName],
    storeId: [asset.storeId, asset.storeName],
  };
  const other = (field: IdField) =>
    asset.history.some(
      (h) =>
        h.field === field &&
        [h.before, h.after].some((v) => typeof v === 'number' && v !== current[field][0]),
    );
  const categories = useQuery({
    ...assetCategoryListQueryOptions(),
    enabled: other('categoryId'),
  });
  const users = useQuery({ ...userListQueryOptions(), enabled: other('custodianId') });
  const depts = useQuery({ ...deptListQueryOptions(), enabled: other('deptId') });
  const stores = useQuery({ ...storeOptionsQueryOptions(), enabled: other('storeId') });
  const lists: Record<IdField, Array<[number, string]>> = {
    categoryId: (categories.data ?? []).map((c) => [c.categoryId, c.name]),
    custodianId: (users.data ?? []).map((u) => [u.userId, u.nickname]),
    deptId: (depts.data ?? []).map((d) => [d.deptId, d.name]),
    storeId: (stores.data ?? []).map((s) => [s.storeId, s.name]),
  };
  return Object.fromEntries(
    (Object.keys(current) as IdField[]).map((field) => {
      const [id, name] = current[field];
      const names = new Map(lists[field]);
      if (id !== null && name) names.set(id, name);
      return [field, names];
    }),
  ) as HistoryWords['names'];
}

/**
 * An asset's changes, newest first: each field before → after, who, when and through what (a
 * lifecycle document's number links to the document; a signature row shows the signature).
 */
export function AssetHistoryList({
  asset,
  design,
}: {
  asset: AssetDetail;
  design: FormDesign | null;
}) {
  const { t, i18n } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const names = useHistoryNames(asset);
  const words: HistoryWords = {
    status: (s) => t(`assets.status.${s}`),
    yes: t('assets.detail.yes'),
    no: t('assets.detail.no'),
    names,
    design,
  };
  const labels = new Map(
    design ? levelWidgets(design.fields).map(({ widget }) => [widget.vModel, widget.label]) : [],
  );
  const fieldName = (field: string) => {
    if (field.startsWith('custom.')) {
      const key = field.slice('custom.'.length);
      return labels.get(key) || key;
    }
    const known = `assets.field.${field === 'categoryId' ? 'category' : field.replace(/Id$/, '')}`;
    return i18n.exists(known) ? t(known as 'assets.field.name') : field;
  };
  // A lifecycle document's number opens the document; create, edit and import are words.
  const source = (code: string) => {
    const docType = assetDocTypeOfCode(code);
    if (docType) {
      return (
        <Link to={assetDocHref(code)}>
          {t('assetDocs.history.document', { type: t(`assetDocs.type.${docType}`), code })}
        </Link>
      );
    }
    return i18n.exists(`assets.detail.source.${code}`)
      ? t(`assets.detail.source.${code}` as 'assets.detail.source.edit')
      : code;
  };
  const change = (h: AssetHistory) => {
    // A signed document's row: the signature itself, not a file id.
    if (h.field === ASSET_SIGNATURE_FIELD && typeof h.after === 'string' && h.after) {
      return (
        <>
          <Typography.Text>{t('assetDocs.history.signature')}</Typography.Text>
          <br />
          <SignatureImage
            fileId={h.after}
            alt={t('assetDocs.history.signature')}
            failed={t('assetDocs.detail.signatureFailed')}
            width={120}
            preview={t('assetDocs.history.viewSignature')}
          />
        </>
      );
    }
    return (
      <Typography.Text>
        {t('assets.detail.change', {
          field: fieldName(h.field),
          before: historyValueText(h.field, h.before, words),
          after: historyValueText(h.field, h.after, words),
        })}
      </Typography.Text>
    );
  };
  if (!asset.history.length) return <Empty description={t('assets.detail.noHistory')} />;
  return (
    <Timeline
      items={asset.history.map((h) => ({
        key: h.id,
        content: (
          <>
            {change(h)}
            <br />
            <Typography.Text type="secondary">
              <Tag>{source(h.source)}</Tag>
              {h.actorName ?? '—'} · {formatDateTime(h.at)}
            </Typography.Text>
          </>
        ),
      }))}
    />
  );
}
