import type { CascaderOption } from '@depot/shared';

/** The region options, from their own lazily loaded chunk. */
export function loadChinaRegions(): Promise<CascaderOption[]> {
  return import('./china-regions').then((module) => module.CHINA_REGION_OPTIONS);
}
