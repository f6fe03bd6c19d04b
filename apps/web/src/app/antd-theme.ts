import type { ThemeConfig } from 'antd';
import { createContext } from 'react';

/**
 * The antd theme DepotApp was given, for the antd providers of the routes that use antd (they
 * load with those routes, so this context must not import antd itself).
 */
export const AntdThemeContext = createContext<ThemeConfig | undefined>(undefined);
