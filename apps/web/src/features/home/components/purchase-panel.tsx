import {
  PERMISSIONS,
  PURCHASE_PAGE_PATHS,
  type PurchaseSpendGroup,
  type PurchaseStats,
} from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Col, Flex, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { purchaseStatsQueryOptions } from '../../../api/purchase-stats';
import { useSessionStore } from '../../../stores/session';
import { PanelList, StatsPanel } from './panel-parts';
import { useMoney } from '../../../lib/money';

/* The pages the panel opens (the purchase feature's routes; features do not import each other). */
const suborderHref = (id: number) => `${PURCHASE_PAGE_PATHS.suborder}?id=${id}`;

/** Height kept for the figures while they load: a figure and three short lists. */
const LOADING_HEIGHT = 360;

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
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <PanelList
      title={title}
      empty={t('home.purchase.noSpend')}
      items={groups}
      rowKey={(g) => g.id ?? 'others'}
      name={(g) => (
        <Typography.Text type={g.id === null ? 'secondary' : undefined}>
          {g.name ?? others(g.count)}
        </Typography.Text>
      )}
      figures={(g) => <Typography.Text>{money(g.amount)}</Typography.Text>}
      style={{ flex: '1 1 200px', minWidth: 0 }}
    />
  );
}

function Awaiting({ awaiting }: { awaiting: PurchaseStats['awaiting'] }) {
  const { t } = useTranslation();
  const more = awaiting.count - awaiting.items.length;
  return (
    <PanelList
      title={t('home.purchase.awaiting')}
      empty={t('home.purchase.noneAwaiting')}
      items={awaiting.items}
      rowKey={(s) => s.suborderId}
      name={(s) => (
        <Link to={suborderHref(s.suborderId)}>
          {t('home.purchase.suborder', { code: s.code, supplier: s.supplierName })}
        </Link>
      )}
      figures={(s) => (
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
      )}
      more={
        more > 0
          ? { text: t('home.purchase.more', { count: more }), to: PURCHASE_PAGE_PATHS.orders }
          : null
      }
    />
  );
}

function Figures({ stats }: { stats: PurchaseStats }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 8]}>
        <Col xs={24} md={12}>
          <Statistic
            title={t('home.purchase.spend', { month: stats.month })}
            value={money(stats.spend)}
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
    <StatsPanel
      title={t('home.purchase.title')}
      extra={(data) => t('home.purchase.awaitingCount', { count: data.awaiting.count })}
      stats={stats}
      failedTitle={t('home.purchase.loadFailed')}
      loadingHeight={LOADING_HEIGHT}
    >
      {(data) => <Figures stats={data} />}
    </StatsPanel>
  );
}
