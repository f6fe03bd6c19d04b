import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { DocumentView } from './document-view';

const doc = {
  passwordId: 11,
  lockId: 3,
  door: '正门',
  storeName: '上海徐汇店',
  applicantId: 5,
  applicantName: '李店员',
  startsAt: '2026-03-01T01:00:00.000Z',
  endsAt: '2026-03-01T09:00:00.000Z',
  reason: '早班开门',
  state: 'pending',
  requestId: 40,
  setByName: null,
  setAt: null,
  reveals: 0,
  createdAt: '2026-03-01T00:00:00.000Z',
};

describe('a door password request on its request’s page', () => {
  it('shows the lock, the applicant, the window and the reason, and no code', async () => {
    renderPage(<DocumentView docType="doorPassword" document={doc} />);
    const lock = await screen.findByRole('link', { name: '上海徐汇店 正门' });
    expect(lock).toHaveAttribute('href', '/doorlockDetail?id=3');
    expect(screen.getByText('李店员')).toBeInTheDocument();
    expect(screen.getByText('早班开门')).toBeInTheDocument();
    expect(screen.getByText('2026/03/01 09:00:00 – 2026/03/01 17:00:00')).toBeInTheDocument();
    expect(screen.getByText('审批中')).toBeInTheDocument();
    // Not the generic view's field list.
    expect(screen.queryByText('passwordId')).not.toBeInTheDocument();
  });
});
