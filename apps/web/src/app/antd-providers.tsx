import { App, ConfigProvider, type ThemeConfig } from 'antd';
// antd's styles as one static, cacheable file (zero-runtime mode below), loaded with antd.
import 'antd/dist/antd.css';
import './a11y.css';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackBridge } from '../components/feedback-bridge';
import { DEPOT_THEME } from './depot-theme';
import { DEFAULT_LANGUAGE, isLanguage } from '../i18n';
import { ANTD_LOCALES } from '../i18n/antd-locales';
import { usePrefersReducedMotion } from '../lib/reduced-motion';
import '../i18n/dayjs-locale';

export interface AntdProvidersProps {
  /** antd theme; Depot's own (depot-theme.ts) unless another is given. */
  theme?: ThemeConfig;
  children: ReactNode;
}

/**
 * antd's configuration (locale, theme) and its context-aware toasts and dialogs.
 *
 * Zero-runtime: components take their styles from antd.css instead of writing them as they
 * first render. The file is ~110 KB of gzip once (cached for good), against ~0.5 s of main-thread
 * work on the first signed-in page of a modest machine (docs/performance.md). Global tokens
 * (colorPrimary…) still apply, as CSS variables; per-component token overrides would not.
 */
export function AntdProviders({ theme = DEPOT_THEME, children }: AntdProvidersProps) {
  // antd's texts switch with Depot's (i18next switches once the language's texts are loaded).
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  // A system asking for less motion turns antd's off (menus, dialogs, badges appear at once).
  const reducedMotion = usePrefersReducedMotion();
  const zeroRuntime = useMemo(
    () => ({
      ...theme,
      zeroRuntime: true,
      token: reducedMotion ? { ...theme.token, motion: false } : theme.token,
    }),
    [theme, reducedMotion],
  );
  return (
    // autoInsertSpace off: "登录" stays "登录" (antd would render "登 录").
    <ConfigProvider
      locale={ANTD_LOCALES[language]}
      button={{ autoInsertSpace: false }}
      theme={zeroRuntime}
    >
      <App>
        <FeedbackBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}
