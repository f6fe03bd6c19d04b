import { levelWidgets, type AssetHistory, type FormDesign } from '@depot/shared';
import { Empty, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/date-time';

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** An asset's changes, newest first: each field before → after, who, when and through what. */
export function AssetHistoryList({
  history,
  design,
}: {
  history: readonly AssetHistory[];
  design: FormDesign | null;
}) {
  const { t, i18n } = useTranslation();
  const formatDateTime = useFormatDateTime();
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
  const sourceName = (source: string) =>
    i18n.exists(`assets.detail.source.${source}`)
      ? t(`assets.detail.source.${source}` as 'assets.detail.source.edit')
      : source;
  if (!history.length) return <Empty description={t('assets.detail.noHistory')} />;
  return (
    <Timeline
      items={history.map((h) => ({
        key: h.id,
        children: (
          <>
            <Typography.Text>
              {t('assets.detail.change', {
                field: fieldName(h.field),
                before: shown(h.before),
                after: shown(h.after),
              })}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary">
              <Tag>{sourceName(h.source)}</Tag>
              {h.actorName ?? '—'} · {formatDateTime(h.at)}
            </Typography.Text>
          </>
        ),
      }))}
    />
  );
}
