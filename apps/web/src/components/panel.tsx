import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * A plain white panel for stand-alone antd pages (the lock page). antd's Card would
 * bring its tabs and menu code into the sign-in page's first load for nothing.
 */
export function Panel({ children, maxWidth }: { children: ReactNode; maxWidth: number }) {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        width: '100%',
        maxWidth,
        padding: token.paddingLG,
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowTertiary,
      }}
    >
      {children}
    </section>
  );
}
