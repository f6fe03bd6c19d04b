import { screen } from '@testing-library/react';
import { setupUser } from '../testing/user';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { makeWidget } from '../testing/designs';
import { Controlled, renderWithProviders } from '../testing/render-with-providers';
import { AmountWidget } from './amount';

function renderAmount(initial?: string, showChinese = true) {
  const widget = makeWidget('amount', { label: '金额', showChinese });
  return renderWithProviders(
    <Controlled<string | number> initial={initial}>
      {(props) => <AmountWidget {...props} widget={widget} aria-label="金额" />}
    </Controlled>,
  );
}

describe('amount widget (SPEC §5)', () => {
  afterEach(() => void i18n.changeLanguage('zh-CN'));

  it('shows the upper-case Chinese amount as the amount is typed', async () => {
    renderAmount();
    await setupUser().type(screen.getByLabelText('金额'), '1680.32');
    expect(screen.getByText('大写：壹仟陆佰捌拾元叁角贰分')).toBeInTheDocument();
  });

  it('says the amount is too large past 12 integer digits, in the current language', async () => {
    renderAmount('1234567890123');
    expect(screen.getByText('金额过大，无法计算')).toBeInTheDocument();
    await i18n.changeLanguage('en-US');
    expect(await screen.findByText('amount too large to calculate')).toBeInTheDocument();
  });

  it('shows nothing for a negative amount, or when the design does not ask', () => {
    const { unmount } = renderAmount('-5');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();
    renderAmount('5', false);
    expect(screen.queryByText(/大写/)).not.toBeInTheDocument();
  });
});
