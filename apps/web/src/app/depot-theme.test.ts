import { readFileSync } from 'node:fs';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { DEPOT_THEME, TAG_TEXT_COLOURS } from './depot-theme';

/** WCAG 2.1 relative luminance of an sRGB colour given as 0–1 channels. */
function luminance([r, g, b]: readonly number[]): number {
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

/** `#rrggbb` or `rgba(r,g,b,a)` as 0–1 channels, an alpha laid over `under` (opaque). */
function channels(colour: string, under = '#ffffff'): number[] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16) / 255);
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour.replace(/\s/g, ''));
  if (!rgba) throw new Error(`not a colour: ${colour}`);
  const [r, g, b, a = 1] = rgba[1]!.split(',').map(Number);
  const base = channels(under);
  return [r!, g!, b!].map((c, i) => (c / 255) * a! + base[i]! * (1 - a!));
}

/** Contrast ratio of `text` on `surface` (WCAG 2.1), `text` may be translucent. */
function contrast(text: string, surface: string): number {
  const [hi, lo] = [luminance(channels(text, surface)), luminance(channels(surface))].sort(
    (a, b) => b - a,
  );
  return (hi! + 0.05) / (lo! + 0.05);
}

const token = theme.getDesignToken(DEPOT_THEME);
const WHITE = '#ffffff';
/** The dark sidebar's background (antd's dark menu). */
const SIDEBAR = '#001529';

describe("Depot's theme reaches WCAG 2.1 AA", () => {
  it('the contrast helper agrees with known ratios', () => {
    expect(contrast('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrast('#1677ff', WHITE)).toBeCloseTo(4.1, 1); // antd's default primary: too light
    expect(contrast('rgba(0,0,0,0.45)', WHITE)).toBeCloseTo(3.36, 1);
  });

  it.each([
    ['links and link buttons', token.colorLink, WHITE],
    ['links on hover', token.colorLinkHover, WHITE],
    ['pressed links', token.colorLinkActive, WHITE],
    ['primary text', token.colorPrimary, WHITE],
    ['primary text on hover', token.colorPrimaryTextHover, WHITE],
    ['primary buttons', WHITE, token.colorPrimary],
    ['primary buttons on hover', WHITE, token.colorPrimaryHover],
    ['the selected sidebar item', WHITE, token.colorPrimary],
    ['the selected item of a light menu', token.colorPrimary, token.colorPrimaryBg],
    ['secondary text', token.colorTextDescription, WHITE],
    ['secondary text on the page background', token.colorTextDescription, token.colorBgLayout],
    ['placeholders', token.colorTextPlaceholder, WHITE],
    ['danger links', token.colorError, WHITE],
    ['danger buttons', WHITE, token.colorError],
    ['error tags and alerts', token.colorError, token.colorErrorBg],
    ['success tags and alerts', token.colorSuccess, token.colorSuccessBg],
    ['warning tags and alerts', token.colorWarning, token.colorWarningBg],
    ['processing tags and alerts', token.colorInfo, token.colorInfoBg],
    ['a switch that is off, with its text', WHITE, token.colorTextQuaternary],
    ['the sidebar items', 'rgba(255,255,255,0.65)', SIDEBAR],
  ])('%s: 4.5:1 for text', (_what, text, surface) => {
    expect(contrast(text, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(
    (
      [
        'blue',
        'purple',
        'cyan',
        'green',
        'magenta',
        'pink',
        'red',
        'orange',
        'yellow',
        'volcano',
        'geekblue',
        'gold',
        'lime',
      ] as const
    ).map((hue) => [hue]),
  )('a %s tag: its text on its background, 4.5:1', (hue) => {
    const text = token[`${hue}-7`];
    const surface = token[`${hue}-1`];
    expect(contrast(text, surface)).toBeGreaterThanOrEqual(4.5);
    // Both names of the step are the same colour (antd writes either into --ant-<hue>-7).
    expect(token[`${hue}7`]).toBe(text);
  });

  it.each([
    ['the edges of fields, buttons, checkboxes', token.colorBorder, WHITE],
    ['the focus ring on white', token.colorPrimaryBorder, WHITE],
    ['the focus ring on the sidebar', token.colorPrimaryBorder, SIDEBAR],
    ['icons of fields (arrows, calendars)', token.colorTextQuaternary, WHITE],
  ])('%s: 3:1 for parts of controls', (_what, part, surface) => {
    expect(contrast(part, surface)).toBeGreaterThanOrEqual(3);
  });

  it('keeps disabled text as antd draws it (WCAG exempts it)', () => {
    expect(token.colorTextDisabled).toBe('rgba(0,0,0,0.25)');
  });

  it('lists only hues whose tag needed a darker text', () => {
    for (const [hue, colour] of Object.entries(TAG_TEXT_COLOURS)) {
      const antd = theme.getDesignToken();
      const [text, surface] = [`${hue}-7`, `${hue}-1`] as const;
      expect(contrast(antd[text as 'green-7'], antd[surface as 'green-1'])).toBeLessThan(4.5);
      expect(token[`${hue}-7` as 'green-7']).toBe(colour);
    }
  });
});

describe('the open pages, drawn without antd, use the same colours', () => {
  const sheets = [
    '../components/open-page/open-page.css',
    '../features/auth/sign-in.css',
    '../features/certificate/certificate.css',
    './router/boot-loading.css',
  ];
  const allowed = new Set(
    [
      token.colorPrimary,
      token.colorPrimaryHover,
      token.colorLinkActive,
      token.colorPrimaryBorder,
      token.colorError,
      token.colorBorder,
      token.colorBgLayout,
      token.colorWarningBg,
      '#ffffff',
      '#fff',
      '#000',
      // antd's own light backgrounds and borders of alerts and cards
      '#fff2f0',
      '#ffccc7',
      '#ffe58f',
      '#f0f0f0',
    ].map((colour) => colour.toLowerCase()),
  );

  it.each(sheets)('%s', (sheet) => {
    const css = readFileSync(new URL(sheet, import.meta.url), 'utf8').replace(
      /\/\*[\s\S]*?\*\//g,
      '',
    );
    const colours = css.match(/#[0-9a-f]{3,6}\b/gi) ?? [];
    expect(colours.filter((colour) => !allowed.has(colour.toLowerCase()))).toEqual([]);
  });
});
