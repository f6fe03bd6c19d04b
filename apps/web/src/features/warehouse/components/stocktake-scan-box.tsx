import type { StocktakeDetail, StocktakeScanAnswer } from '@depot/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scanStocktake, warehouseKeys } from '../api';
import { StocktakeCamera } from './stocktake-camera';

const ALERT_TYPE = {
  counted: 'success',
  duplicate: 'info',
  unknown: 'warning',
  elsewhere: 'warning',
} as const;

/**
 * The counter's scan box: the warehouse counted in, and a field taking a typed code or a
 * scanner's text (a keyboard-wedge scanner types it and presses Enter). Each scan's answer is
 * said at once; the box empties for the next one.
 */
export function StocktakeScanBox({ plan }: { plan: StocktakeDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [warehouseId, setWarehouseId] = useState(plan.warehouses[0]?.id);
  const [code, setCode] = useState('');
  const [last, setLast] = useState<StocktakeScanAnswer | null>(null);
  const [camera, setCamera] = useState(false);
  const scan = useMutation({
    mutationFn: (text: string) =>
      scanStocktake(plan.stocktakeId, { warehouseId: warehouseId!, code: text }),
    onSuccess: async (answer) => {
      setLast(answer);
      setCode('');
      await queryClient.invalidateQueries({ queryKey: warehouseKeys.stocktake(plan.stocktakeId) });
      await queryClient.invalidateQueries({
        queryKey: warehouseKeys.stocktakeProgress(plan.stocktakeId),
      });
    },
  });
  const said = (answer: StocktakeScanAnswer) =>
    t(`warehouse.stocktake.result.${answer.result}`, {
      code: answer.code ?? '',
      expected: answer.stray?.expected ?? t('warehouse.stocktake.nowhere'),
    });
  return (
    <Form layout="vertical">
      <Form.Item label={t('warehouse.stocktake.scanWarehouse')}>
        <Select
          aria-label={t('warehouse.stocktake.scanWarehouse')}
          value={warehouseId}
          onChange={setWarehouseId}
          options={plan.warehouses.map((w) => ({ value: w.id, label: w.name }))}
        />
      </Form.Item>
      <Form.Item label={t('warehouse.stocktake.scanBox')}>
        <Input.Search
          aria-label={t('warehouse.stocktake.scanBox')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          enterButton={t('warehouse.stocktake.scanButton')}
          loading={scan.isPending}
          autoFocus
          inputMode="text"
          autoCapitalize="characters"
          onSearch={(text) => {
            if (text.trim() && warehouseId !== undefined) scan.mutate(text.trim());
          }}
        />
      </Form.Item>
      <Form.Item>
        <Button block onClick={() => setCamera((open) => !open)}>
          {t(camera ? 'warehouse.stocktake.camera.close' : 'warehouse.stocktake.camera.open')}
        </Button>
      </Form.Item>
      {camera && (
        <Form.Item>
          <StocktakeCamera
            onText={(text) => {
              if (warehouseId !== undefined) scan.mutate(text);
            }}
          />
        </Form.Item>
      )}
      {last && <Alert role="status" showIcon type={ALERT_TYPE[last.result]} title={said(last)} />}
    </Form>
  );
}
