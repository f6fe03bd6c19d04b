import { Grid } from 'antd';

/**
 * Whether the page is at least tablet-wide (antd's md). Lists show every column there and may
 * scroll sideways; narrower, a table folds into the width it has, because a sideways scroll
 * region with nothing focusable in it is out of a keyboard's reach (axe's
 * scrollable-region-focusable).
 */
export const useWide = () => Grid.useBreakpoint().md === true;

/** A table's sideways scroll: on a wide page only (see `useWide`). */
export const wideScroll = (wide: boolean) => (wide ? { x: 'max-content' as const } : undefined);
