import {
  PERMISSIONS,
  PURCHASE_PAGE_PATHS,
  type PurchaseSpendGroup,
  type PurchaseStats,
} from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { purchaseStatsQueryOptions } from '../../../api/purchase-stats';
import { useSessionStore } from '../../../stores/session';
import { PANEL_STYLE } from '../lib/panel-layout';
import { PanelFallback } from './panel-fallback';

/* The pages the panel opens (the purchase feature's routes; features do not import each other). */
const suborderHref = (id: number) => `${PURCHASE_PAGE_PATHS.suborder}?id=${id}`;

/** Height kept for the figures while they load: a figure and three short lists. */
const LOADING_HEIGHT = 360;
const LIST_STYLE = { listStyle: 'none', margin: '4px 0 0', padding: 0 } as const;

/** Decimal text (`3255.00`) with the reader's digit grouping, two decimals. */
function amount(text: string, language: string): string {
  return Number(text).toLocaleString(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** This month's spend by supplier or by category: the top ones, then "others". */
function Spend({
  title,
  groups,
  others,
}: {
  title: string;
  groups: PurchaseSpendGroup[];
  others: (count: number) => string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-label={title} style={{ flex: '1 1 200px', minWidth: 0 }}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      {groups.length === 0 ? (
        <Typography.Paragraph>{t('home.purchase.noSpend')}</Typography.Paragraph>
      ) : (
        <ul style={LIST_STYLE}>
          {groups.map((g) => (
            <li key={g.id ?? 'others'} style={{ padding: '4px 0' }}>
              <Flex justify="space-between" gap={12} wrap>
                <Typography.Text type={g.id === null ? 'secondary' : undefined}>
                  {g.name ?? others(g.count)}
                </Typography.Text>
                <Typography.Text>¥{amount(g.amount, i18n.language)}</Typography.Text>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Awaiting({ awaiting }: { awaiting: PurchaseStats['awaiting'] }) {
  const { t } = useTranslation();
  const title = t('home.purchase.awaiting');
  const more = awaiting.count - awaiting.items.length;
  return (
    <section aria-label={title}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      {awaiting.items.length === 0 ? (
        <Typography.Paragraph>{t('home.purchase.noneAwaiting')}</Typography.Paragraph>
      ) : (
        <ul style={LIST_STYLE}>
          {awaiting.items.map((s) => (
            <li key={s.suborderId} style={{ padding: '4px 0' }}>
              <Flex justify="space-between" gap={12} wrap>
                <Link to={suborderHref(s.suborderId)}>
                  {t('home.purchase.suborder', { code: s.code, supplier: s.supplierName })}
                </Link>
                <Typography.Text type="secondary">
                  {[
                    t(`home.purchase.status.${s.status}`),
                    t('home.purchase.remaining', { count: s.remaining }),
                    s.warehouseName,
                    s.expectedDate ? t('home.purchase.expected', { day: s.expectedDate }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography.Text>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? (
        <Link to={PURCHASE_PAGE_PATHS.orders}>{t('home.purchase.more', { count: more })}</Link>
      ) : null}
    </section>
  );
}

function Figures({ stats }: { stats: PurchaseStats }) {
  const { t, i18n } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 8]}>
        <Col xs={24} md={12}>
          <Statistic
            title={t('home.purchase.spend', { month: stats.month })}
            value={amount(stats.spend, i18n.language)}
            prefix="¥"
          />
        </Col>
      </Row>
      <Flex gap={24} wrap>
        <Spend
          title={t('home.purchase.bySupplier')}
          groups={stats.bySupplier}
          others={(count) => t('home.purchase.otherSuppliers', { count })}
        />
        <Spend
          title={t('home.purchase.byCategory')}
          groups={stats.byCategory}
          others={(count) => t('home.purchase.otherCategories', { count })}
        />
      </Flex>
      <Awaiting awaiting={stats.awaiting} />
    </Flex>
  );
}

/**
 * The home page's purchasing panel, for holders of the order view key: in their warehouses,
 * this month's approved spend in all, by supplier and by category (the top five, then the rest),
 * and the supplier sub-orders awaiting receipt, each a link to its page.
 */
export function PurchasePanel() {
  const { t } = useTranslation();
  const allowed = useSessionStore((s) => s.permissions[PERMISSIONS.purchase.order.view] === true);
  const stats = useQuery({ ...purchaseStatsQueryOptions(), enabled: allowed });
  if (!allowed) return null;
  return (
    <Card
      title={t('home.purchase.title')}
      extra={
        stats.data ? t('home.purchase.awaitingCount', { count: stats.data.awaiting.count }) : null
      }
      size="small"
      style={PANEL_STYLE}
    >
      {stats.data ? (
        <Figures stats={stats.data} />
      ) : (
        <PanelFallback
          failed={stats.isError}
          failedTitle={t('home.purchase.loadFailed')}
          onRetry={() => void stats.refetch()}
          minHeight={LOADING_HEIGHT}
        />
      )}
    </Card>
  );
}
