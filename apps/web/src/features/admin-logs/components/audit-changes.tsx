import { Button, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditDiff, displayValue, type FieldChange } from '../lib/audit-diff';

const preStyle = { margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

function Value({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value === undefined || value === null) {
    return <Typography.Text type="secondary">{t('adminLogs.audit.absent')}</Typography.Text>;
  }
  return <pre style={preStyle}>{displayValue(value)}</pre>;
}

function RawValues({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  return (
    <Flex gap={16} wrap>
      {(
        [
          ['before', before],
          ['after', after],
        ] as const
      ).map(([side, value]) => (
        <section key={side} style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Typography.Text strong>{t(`adminLogs.audit.${side}`)}</Typography.Text>
          <pre style={preStyle}>{JSON.stringify(value ?? null, null, 2)}</pre>
        </section>
      ))}
    </Flex>
  );
}

/** What an audit row changed: the differing fields side by side, or the raw JSON. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const [showRaw, setShowRaw] = useState(false);
  const diff = auditDiff(before, after);
  if (diff.kind === 'raw') return <RawValues before={before} after={after} />;

  return (
    <Flex vertical gap={8}>
      {diff.changes.length === 0 ? (
        <Typography.Text type="secondary">{t('adminLogs.audit.noChanges')}</Typography.Text>
      ) : (
        <Table<FieldChange>
          aria-label={t('adminLogs.audit.changes')}
          size="small"
          rowKey="field"
          pagination={false}
          dataSource={diff.changes}
          columns={[
            { key: 'field', dataIndex: 'field', title: t('adminLogs.audit.field'), width: 180 },
            {
              key: 'before',
              title: t('adminLogs.audit.before'),
              render: (_, change) => <Value value={change.before} />,
            },
            {
              key: 'after',
              title: t('adminLogs.audit.after'),
              render: (_, change) => <Value value={change.after} />,
            },
          ]}
        />
      )}
      <Flex align="center" gap={8}>
        {diff.unchanged > 0 && (
          <Typography.Text type="secondary">
            {t('adminLogs.audit.unchanged', { count: diff.unchanged })}
          </Typography.Text>
        )}
        <Button type="link" size="small" onClick={() => setShowRaw((shown) => !shown)}>
          {t(showRaw ? 'adminLogs.audit.hideJson' : 'adminLogs.audit.showJson')}
        </Button>
      </Flex>
      {showRaw && <RawValues before={before} after={after} />}
    </Flex>
  );
}
