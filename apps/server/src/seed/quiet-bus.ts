import type { Bus } from '../core/bus';

/** No process listens while the first start seeds: the notices' pushes have nobody to reach. */
export const quietBus: Bus = {
  publish: async () => {},
  subscribe: () => () => {},
  close: async () => {},
};
