import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_SHORT } from '@depot/shared';
import { paths } from '../../lib/paths';

/** The product name on top of the sidebar: its first letter when collapsed (SPEC §2). */
export function Logo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Link
      to={paths.home}
      aria-label={t('layout.title')}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        height: 56,
        color: token.colorWhite,
        fontSize: collapsed ? 22 : 18,
        fontWeight: 600,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
      }}
    >
      {collapsed ? PRODUCT_SHORT.charAt(0) : t('layout.title')}
    </Link>
  );
}
