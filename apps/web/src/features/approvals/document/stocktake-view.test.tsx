import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { DocumentView } from './document-view';

const line = {
  warehouseId: 2,
  warehouseName: '华东仓',
  unit: '台',
  foundIn: null,
  moved: 0,
};
const doc = {
  stocktakeId: 12,
  code: 'PD20261128000003',
  name: '华东仓月度盘点',
  status: 'submitted',
  blind: false,
  dueDate: '2026-11-30',
  remark: null,
  warehouses: [{ id: 2, name: '华东仓' }],
  categories: [],
  counters: [{ userId: 3, nickname: '孙仓管' }],
  creator: { userId: 3, nickname: '孙仓管' },
  requestId: 40,
  approvalStatus: 'pending',
  lineCount: 1250,
  countedCount: 1190,
  startedAt: '2026-11-27T01:00:00.000Z',
  submittedAt: '2026-11-28T01:00:00.000Z',
  postedAt: null,
  cancelReason: null,
  version: 4,
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-28T01:00:00.000Z',
  differences: [
    {
      ...line,
      lineId: 1,
      categoryId: 9,
      categoryName: '打印纸',
      asset: null,
      book: 40,
      counted: 37,
      difference: -3,
    },
    {
      ...line,
      lineId: 2,
      categoryId: 5,
      categoryName: '手持终端',
      asset: { assetId: 77, code: 'ZC20260101000077', name: '手持终端 PDA-7' },
      book: 1,
      counted: null,
      difference: null,
    },
  ],
  differenceCount: 260,
  movedCount: 2,
};

describe('a stocktake on its request’s page', () => {
  it('shows the plan, its progress and the differences the approval posts, not every line', async () => {
    renderPage(<DocumentView docType="stocktake" document={doc} />);
    const code = await screen.findByRole('link', { name: 'PD20261128000003' });
    expect(code).toHaveAttribute('href', '/planDetail?id=12');
    expect(screen.getByText('已盘 1190 / 1250 行')).toBeInTheDocument();
    expect(screen.getByText('将过账的差异（260 行）')).toBeInTheDocument();
    expect(screen.getByText('此处列出前 2 行，全部明细见盘点单页面。')).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: '盘点明细' });
    const paper = within(lines).getByText('打印纸').closest('tr')!;
    expect(
      within(paper)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['打印纸', '华东仓', '40', '37', '-3', '']);
    expect(within(lines).getByText('ZC20260101000077 手持终端 PDA-7')).toBeInTheDocument();
  });
});
