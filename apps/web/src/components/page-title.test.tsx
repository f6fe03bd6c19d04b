import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PageTitle, PageTitleClaim, usePageTitleClaim } from './page-title';

/** The layout's part: its hidden h1 unless the page shows its own title. */
function Shell({ children }: { children: ReactNode }) {
  const [owned, claim] = usePageTitleClaim();
  return (
    <main>
      {!owned && <h1 className="visually-hidden">用户管理</h1>}
      <PageTitleClaim value={claim}>{children}</PageTitleClaim>
    </main>
  );
}

/** A record's page: loading, then its title. */
function Page({ loaded }: { loaded: boolean }) {
  return loaded ? <PageTitle>AP20260302000012</PageTitle> : <p>加载中</p>;
}

const shell = (loaded: boolean) => (
  <Shell>
    <Page loaded={loaded} />
  </Shell>
);

describe('PageTitle', () => {
  it('is the one h1 while shown; the layout’s comes back when it goes', async () => {
    const { rerender } = render(shell(false));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      '用户管理',
    ]);
    rerender(shell(true));
    expect(await screen.findByRole('heading', { name: 'AP20260302000012' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    rerender(shell(false));
    expect(await screen.findByRole('heading', { level: 1, name: '用户管理' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
