import { passwordGrantQuery, refreshGrantQuery, type SocketTicket } from '@depot/shared';
import { z } from 'zod';

/** What a token request must hold once its query string and form body are merged. */
export const grantParams = z.discriminatedUnion('grant_type', [
  passwordGrantQuery,
  refreshGrantQuery,
]);
export type GrantParams = z.infer<typeof grantParams>;

/**
 * The fields a token request may carry, in the query string (as the spec's client sends
 * them) or an application/x-www-form-urlencoded body (RFC 6749). Checked after merging.
 */
export const tokenRequestFields = z
  .object({
    grant_type: z.enum(['password', 'refresh_token']),
    scope: z.string(),
    username: z.string(),
    password: z.string().describe('AES-128-CFB encrypted with the client-config passwordKey'),
    randomStr: z.string().describe('the id the captcha was fetched with'),
    code: z.string().describe('the captcha answer'),
    refresh_token: z.string(),
  })
  .partial();

/** RFC 6749 §5.1 token answer, not enveloped (SPEC §7 lists its fields directly). */
export const tokenSetSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
  user_id: z.number().int(),
  username: z.string(),
});

export const clientConfigSchema = z.object({
  clientId: z.string(),
  clientSecret: z.string(),
  passwordKey: z.string(),
  captcha: z.boolean(),
  demoMode: z.boolean(),
});

export const captchaQuery = z.object({
  randomStr: z.string().min(1).max(64).describe('a random id the client made for this captcha'),
});

export const socketTicketSchema = z.object({
  ticket: z.string(),
  /** Seconds the ticket stays usable. */
  expiresIn: z.number().int(),
}) satisfies z.ZodType<SocketTicket>;
