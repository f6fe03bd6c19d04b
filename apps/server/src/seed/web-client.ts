import { OAUTH_SCOPE } from '@depot/shared';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { sha256 } from '../core/digest';
import type { Db } from '../db/client';
import { oauthClient } from '../db/schema';

/**
 * The web client's OAuth registration follows the configuration on every start, so changing
 * DEPOT_CLIENT_ID/SECRET never leaves the browser unable to sign in.
 */
export async function syncWebClient(
  db: Db,
  config: Pick<Config, 'clientId' | 'clientSecret'>,
): Promise<void> {
  const values = {
    clientId: config.clientId,
    secretHash: sha256(config.clientSecret),
    scopes: [OAUTH_SCOPE],
    grantTypes: ['password', 'refresh_token'],
  };
  await db
    .insert(oauthClient)
    .values(values)
    .onConflictDoUpdate({
      target: oauthClient.clientId,
      set: { ...values, updatedAt: sql`now()` },
    });
}
