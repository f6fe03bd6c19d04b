import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oauthClient } from '../../db/schema';
import { safeEqual, sha256 } from '../../core/digest';
import { BadClient } from '../../core/errors';

/**
 * Checks `Authorization: Basic base64(clientId:secret)` against the registered clients and
 * that the client may use this grant. Returns the client id.
 */
export async function verifyClient(
  db: Db,
  authorization: string | undefined,
  grantType: string,
): Promise<string> {
  const credentials = parseBasic(authorization);
  if (!credentials) throw new BadClient();
  const [client] = await db
    .select()
    .from(oauthClient)
    .where(eq(oauthClient.clientId, credentials.clientId))
    .limit(1);
  if (
    !client ||
    !safeEqual(client.secretHash, sha256(credentials.secret)) ||
    !client.grantTypes.includes(grantType)
  ) {
    throw new BadClient();
  }
  return client.clientId;
}

function parseBasic(header: string | undefined): { clientId: string; secret: string } | null {
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header) : null;
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { clientId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}
