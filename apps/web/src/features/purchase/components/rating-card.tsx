import { PURCHASE_PERMISSIONS, type SupplierRating } from '@depot/shared';
import { Card, Descriptions, Rate, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../stores/session';
import { AFTER_SALE_LIST_PATH } from '../after-sale-paths';

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/**
 * A supplier's rating (docs/purchasing.md "Supplier rating"): the score 1–5 as stars, the
 * on-time share of its due sub-orders and its after-sales rate, with the rule; "no orders yet"
 * without any.
 */
export function RatingCard({
  supplierId,
  rating,
}: {
  supplierId: number;
  rating: SupplierRating | null | undefined;
}) {
  const { t } = useTranslation();
  const canList = useSessionStore(
    (s) => s.permissions[PURCHASE_PERMISSIONS.afterSale.view] === true,
  );
  if (!rating) {
    return (
      <Card title={t('purchase.rating')}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('purchase.noRating')}
        </Typography.Paragraph>
      </Card>
    );
  }
  const unknown = t('purchase.afterSale.rating.unknown');
  return (
    <Card
      title={t('purchase.rating')}
      extra={
        canList ? (
          <Link to={`${AFTER_SALE_LIST_PATH}?supplierId=${supplierId}`}>
            {t('purchase.afterSale.title')}
          </Link>
        ) : undefined
      }
    >
      <Descriptions column={{ xs: 1, md: 3 }} size="small">
        <Descriptions.Item label={t('purchase.afterSale.rating.score')}>
          {rating.score === null ? (
            unknown
          ) : (
            <span>
              <Rate disabled allowHalf value={Math.round(rating.score * 2) / 2} />{' '}
              <Typography.Text strong>{rating.score.toFixed(1)}</Typography.Text>
            </span>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('purchase.afterSale.rating.onTime')}>
          {rating.onTimeRate === null
            ? unknown
            : `${percent(rating.onTimeRate)}（${t('purchase.afterSale.rating.onTimeDetail', {
                onTime: rating.onTime,
                due: rating.due,
              })}）`}
        </Descriptions.Item>
        <Descriptions.Item label={t('purchase.afterSale.rating.afterSale')}>
          {rating.afterSaleRate === null
            ? unknown
            : `${percent(rating.afterSaleRate)}（${t('purchase.afterSale.rating.afterSaleDetail', {
                quantity: rating.afterSaleQuantity,
                received: rating.received,
              })}）`}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('purchase.afterSale.rating.rule')}
      </Typography.Paragraph>
    </Card>
  );
}
