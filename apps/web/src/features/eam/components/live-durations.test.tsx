import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../i18n';
import { repairOrder } from '../test/eam-fixtures';
import { LiveDuration } from './live-durations';

describe('pause duration', () => {
  it('is "—" for an order never paused, and the paused time otherwise', () => {
    const never = {
      ...repairOrder({ orderId: 1, status: 'completed', pauseCount: 0, pauseDuration: 0 }),
      receivedAt: 0,
    };
    const { unmount } = render(<LiveDuration order={never} figure="pauseSeconds" />);
    expect(screen.getByText('—')).toBeInTheDocument();
    unmount();
    const paused = {
      ...repairOrder({ orderId: 2, status: 'completed', pauseCount: 1, pauseDuration: 5400 }),
      receivedAt: 0,
    };
    render(<LiveDuration order={paused} figure="pauseSeconds" />);
    expect(screen.getByText('1 小时 30 分钟')).toBeInTheDocument();
  });
});
