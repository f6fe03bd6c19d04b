import type { StocktakeDetail, StocktakeLine } from '@depot/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, InputNumber, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scanStocktake, warehouseKeys } from '../api';
import { LineDecision } from './stocktake-decision';
import { ItemList } from '../../../components/item-list';

/** A counted category's quantity, typed and saved (it replaces the line's earlier count). */
function CountInput({ plan, line }: { plan: StocktakeDetail; line: StocktakeLine }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<number | null>(line.counted);
  const save = useMutation({
    mutationFn: (quantity: number) =>
      scanStocktake(plan.stocktakeId, {
        warehouseId: line.warehouseId,
        categoryId: line.categoryId,
        quantity,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warehouseKeys.all }),
  });
  return (
    <Flex gap={8}>
      <InputNumber<number>
        min={0}
        precision={0}
        value={value}
        onChange={setValue}
        aria-label={t('warehouse.stocktake.quantityOf', { name: line.categoryName })}
      />
      <Button
        loading={save.isPending}
        disabled={value === null}
        onClick={() => value !== null && save.mutate(value)}
      >
        {t('warehouse.stocktake.save')}
      </Button>
    </Flex>
  );
}

/** A plan's lines, one block each (readable at 390 px): book, counted, difference, flags. */
export function StocktakeLines({
  plan,
  lines,
  counting,
}: {
  plan: StocktakeDetail;
  lines: StocktakeLine[];
  counting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ItemList
      size="small"
      items={lines}
      rowKey={(line) => line.lineId}
      empty={<Typography.Text type="secondary">{t('warehouse.stocktake.none')}</Typography.Text>}
      renderItem={(line) => (
        <Flex vertical gap={4} style={{ width: '100%' }}>
          <Typography.Text strong>
            {line.asset ? `${line.asset.code} ${line.asset.name}` : line.categoryName}
          </Typography.Text>
          <Typography.Text type="secondary">
            {line.warehouseName} · {line.categoryName}
            {line.book !== null && ` · ${t('warehouse.stocktake.book')} ${line.book}`}
            {line.counted !== null && ` · ${t('warehouse.stocktake.countedQty')} ${line.counted}`}
            {line.difference !== null &&
              ` · ${t('warehouse.stocktake.difference')} ${line.difference}`}
          </Typography.Text>
          <Flex wrap gap={4}>
            {line.foundIn && (
              <Tag color="orange">
                {t('warehouse.stocktake.foundIn', {
                  expected: line.warehouseName,
                  found: line.foundIn.name,
                })}
              </Tag>
            )}
            {line.moved !== 0 && (
              <Tag color="red">{t('warehouse.stocktake.moved', { moved: line.moved })}</Tag>
            )}
          </Flex>
          {line.moved !== 0 && (
            <LineDecision stocktakeId={plan.stocktakeId} line={line} canDecide={counting} />
          )}
          {counting && !line.asset && <CountInput plan={plan} line={line} />}
        </Flex>
      )}
    />
  );
}
