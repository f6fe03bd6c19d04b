import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { DocumentView } from './document-view';

const doc = {
  warehouseInId: 5,
  code: 'RK20260302000001',
  warehouseId: 2,
  warehouseName: '华东仓',
  source: 'purchase',
  sourceRef: 'PO-2026-0318',
  fromStore: null,
  supplier: '晨光办公用品',
  remark: null,
  status: 'pending',
  applicant: { userId: 1, nickname: '管理员' },
  requestId: 77,
  approvalStatus: 'pending',
  lines: [
    {
      categoryId: 9,
      categoryName: '打印纸',
      unit: '包',
      quantity: 40,
      unitPrice: '24.50',
      amount: '980.00',
    },
  ],
  assets: [],
  totalAmount: '980.00',
  postedAt: null,
  version: 0,
  createdAt: '2026-03-02T01:00:00.000Z',
  updatedAt: '2026-03-02T01:00:00.000Z',
};

describe('a warehouse-in on its request’s page', () => {
  it('shows where the goods go, its lines with amounts and the total', async () => {
    renderPage(<DocumentView docType="warehouseIn" document={doc} />);
    expect(await screen.findByText('华东仓')).toBeInTheDocument();
    expect(screen.getByText('采购入库 · PO-2026-0318')).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: '计数物品' });
    expect(within(lines).getByText('40 包')).toBeInTheDocument();
    expect(within(lines).getByText('¥980.00')).toBeInTheDocument();
  });
});
