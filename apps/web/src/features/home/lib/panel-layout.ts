import type { CSSProperties } from 'react';

/**
 * The home page's figure panels share a row when the page is wide enough (two of 480 px or
 * more), one under the other when not: side by side, one panel growing as its figures arrive
 * moves nothing else on the page (issue #8, CLS).
 */
export const PANEL_STYLE: CSSProperties = { flex: '1 1 480px', minWidth: 0 };

export const PANEL_ROW_STYLE: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
  alignItems: 'flex-start',
};
