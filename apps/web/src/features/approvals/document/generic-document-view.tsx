import { Alert, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DocumentViewProps } from './types';

const shown = (value: unknown): string =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** A document whose type has no view of its own: each field and its value, as sent. */
export function GenericDocumentView({ document }: DocumentViewProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon title={t('approvals.document.generic')} />
      <Descriptions
        size="small"
        column={1}
        bordered
        items={Object.entries(document).map(([key, value]) => ({
          key,
          label: key,
          children: shown(value),
        }))}
      />
    </Flex>
  );
}
