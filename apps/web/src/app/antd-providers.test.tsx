import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { AntdProviders } from './antd-providers';

const REDUCE = '(prefers-reduced-motion: reduce)';
const realMatchMedia = window.matchMedia;

/** A system setting for reduced motion that the test can change while the page is open. */
function systemMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const setting = { reduce };
  window.matchMedia = (query: string) =>
    ({
      matches: query === REDUCE && setting.reduce,
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    change(next: boolean) {
      setting.reduce = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function MotionShown() {
  return <span data-testid="motion">{String(theme.useToken().token.motion)}</span>;
}

function renderWithProviders() {
  render(
    <AntdProviders theme={{ token: { colorPrimary: '#1677ff' } }}>
      <MotionShown />
    </AntdProviders>,
  );
}

describe('antd motion follows the system setting for reduced motion', () => {
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('keeps antd motion when the system does not ask for less', () => {
    systemMotionSetting(false);
    renderWithProviders();
    expect(screen.getByTestId('motion')).toHaveTextContent('true');
  });

  it('turns antd motion off when the system asks for less, and back on when that changes', () => {
    const setting = systemMotionSetting(true);
    renderWithProviders();
    expect(screen.getByTestId('motion')).toHaveTextContent('false');

    setting.change(false);
    expect(screen.getByTestId('motion')).toHaveTextContent('true');
  });
});
