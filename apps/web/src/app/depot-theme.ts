import type { ThemeConfig } from 'antd';

/**
 * A preset colour's 7th step is only its tag's text in antd.css (`--ant-green-7`): the lighter
 * hues get their 8th or 9th step. antd keeps each step under two names (`green-7`, `green7`)
 * that both become that variable, so both are set.
 */
export const TAG_TEXT_COLOURS = {
  green: '#237804',
  gold: '#874d00',
  yellow: '#876800',
  orange: '#ad4e00',
  volcano: '#ad2102',
  cyan: '#006d75',
  lime: '#3f6600',
} as const;

const tagTexts = Object.fromEntries(
  Object.entries(TAG_TEXT_COLOURS).flatMap(([hue, colour]) => [
    [`${hue}-7`, colour],
    [`${hue}7`, colour],
  ]),
);

/**
 * Depot's antd theme (issue #22, docs/accessibility.md): antd's own palette, one or two steps
 * darker where its defaults miss WCAG 2.1 AA (4.5:1 for text, 3:1 for the edges of controls) on
 * the light surfaces and the dark sidebar. Tokens only: under zero-runtime antd they reach the
 * components as CSS variables, so the theme costs no code. depot-theme.test.ts checks every
 * pair; the open pages' CSS (components/open-page/open-page.css) repeats these values.
 */
export const DEPOT_THEME: ThemeConfig = {
  token: {
    // Blue 7: links, link and primary buttons, the selected menu item and tab (6.2:1).
    colorPrimary: '#0958d9',
    // Links follow colorInfo (and pressed ones its palette's #003eb3).
    colorInfo: '#0958d9',
    colorPrimaryHover: '#1668dc',
    colorPrimaryTextHover: '#1668dc',
    colorLinkHover: '#1668dc',
    // antd draws its focus rings in this colour: blue 6 keeps them 4.1:1 on white and the sidebar.
    colorPrimaryBorder: '#1677ff',
    // Status colours are also the text of their tags and alerts: green 8, orange 8, red 7, on
    // antd's own light backgrounds.
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorError: '#cf1322',
    // Secondary text, placeholders, the off switch and the controls' edges.
    colorTextTertiary: 'rgba(0,0,0,0.6)',
    colorTextQuaternary: 'rgba(0,0,0,0.55)',
    colorTextDisabled: 'rgba(0,0,0,0.25)',
    colorBorder: '#8c8c8c',
    ...tagTexts,
  },
};
