import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { makeWidget } from '../testing/designs';
import { renderWithProviders } from '../testing/render-with-providers';
import { DateRangeWidget } from './date-range';
import { TimeRangeWidget } from './time-range';

describe('range widgets: duration text (SPEC §2, §9)', () => {
  afterEach(() => void i18n.changeLanguage('zh-CN'));

  it('shows the days between two dates', () => {
    const widget = makeWidget('dateRange', { showDuration: true });
    renderWithProviders(<DateRangeWidget widget={widget} value={['2024-05-01', '2024-05-03']} />);
    expect(screen.getByText('时长：2 天')).toBeInTheDocument();
  });

  it('uses the configured unit, in English too', async () => {
    await i18n.changeLanguage('en-US');
    const widget = makeWidget('dateRange', { showDuration: true, durationUnit: 'hour' });
    renderWithProviders(<DateRangeWidget widget={widget} value={['2024-05-01', '2024-05-02']} />);
    expect(screen.getByText('Duration: 24 hours')).toBeInTheDocument();
  });

  it('shows the time between two times, in the largest fitting unit', () => {
    const widget = makeWidget('timeRange', { showDuration: true });
    renderWithProviders(<TimeRangeWidget widget={widget} value={['08:00:00', '09:30:00']} />);
    expect(screen.getByText('时长：1.5 小时')).toBeInTheDocument();
  });

  it('shows nothing without showDuration or without a complete range', () => {
    const plain = makeWidget('timeRange');
    const { unmount } = renderWithProviders(
      <TimeRangeWidget widget={plain} value={['08:00:00', '09:30:00']} />,
    );
    expect(screen.queryByText(/时长/)).not.toBeInTheDocument();
    unmount();
    const widget = makeWidget('dateRange', { showDuration: true });
    renderWithProviders(<DateRangeWidget widget={widget} value={null} />);
    expect(screen.queryByText(/时长/)).not.toBeInTheDocument();
  });
});
