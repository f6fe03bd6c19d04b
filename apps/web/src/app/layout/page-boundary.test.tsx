import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { TEST_THEME } from '../../test/theme';
import { LazyPage } from './lazy-page';
import { PageBoundary } from './page-boundary';

function mount(children: React.ReactNode) {
  return render(
    <ConfigProvider theme={TEST_THEME} button={{ autoInsertSpace: false }}>
      <App>{children}</App>
    </ConfigProvider>,
  );
}

describe('page errors inside the layout', () => {
  it('shows a load failure with a retry that loads the code again', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<() => React.ReactNode>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(() => <p>loaded page</p>);
    mount(
      <PageBoundary>
        <LazyPage id="flaky" load={load} />
      </PageBoundary>,
    );
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('loaded page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });

  it('shows a friendly message when a page throws, and leaves its neighbours alone', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): React.ReactNode {
      throw new Error('boom');
    }
    mount(
      <>
        <PageBoundary>
          <Broken />
        </PageBoundary>
        <PageBoundary>
          <p>other tab</p>
        </PageBoundary>
      </>,
    );
    expect(await screen.findByText('页面出错了')).toBeInTheDocument();
    expect(screen.getByText('other tab')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
