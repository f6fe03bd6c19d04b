import type { PGlite } from '@electric-sql/pglite';
import type { Listener, OnNotification } from './types';

/** PGlite runs in this process: its LISTEN hears the NOTIFYs of its own connection. */
export async function listenPglite(
  client: PGlite,
  channels: readonly string[],
  onNotification: OnNotification,
): Promise<Listener> {
  const stops = await Promise.all(
    channels.map((name) => client.listen(name, (payload) => onNotification(name, payload))),
  );
  return {
    async close() {
      // The database may already be closed at shutdown: nothing is left to stop then.
      await Promise.all(stops.map((stop) => stop().catch(() => {})));
    },
  };
}
