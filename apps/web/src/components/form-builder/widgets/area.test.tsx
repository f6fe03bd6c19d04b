import { screen } from '@testing-library/react';
import type { OptionValue } from '@depot/shared';
import { describe, expect, it, vi } from 'vitest';
import { Controlled, renderWithProviders } from '../testing/render-with-providers';
import { setupUser } from '../testing/user';
import { AreaWidget } from './area';

describe('area widget', () => {
  it('loads the regions lazily and picks a province and city', async () => {
    const onValue = vi.fn<(value: OptionValue[] | undefined) => void>();
    renderWithProviders(
      <Controlled<OptionValue[]> onValue={onValue}>
        {(p) => <AreaWidget {...p} aria-label="地区" />}
      </Controlled>,
    );
    expect(screen.getByText('地区数据加载中…')).toBeInTheDocument();
    expect(await screen.findByText('省市')).toBeInTheDocument();
    const user = setupUser();
    await user.click(screen.getByRole('combobox', { name: '地区' }));
    await user.click(await screen.findByText('广东省'));
    await user.click(await screen.findByText('深圳市'));
    expect(onValue).toHaveBeenCalledWith(['广东省', '深圳市']);
  });
});
