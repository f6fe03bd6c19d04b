import { createHash, randomBytes } from 'node:crypto';
import {
  CERTIFICATE_MAX_TRIES,
  CERTIFICATE_TTL_HOURS,
  decryptPassword,
  type CertificateSignBody,
  type certificateIssuedSchema,
  type certificateViewSchema,
} from '@depot/shared';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../core/audit';
import { AppError, Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { hashPassword, type PasswordVerifier } from '../../core/password-hash';
import type { Db } from '../../db/client';
import { appUser, asset, assetDoc, assetDocItem, pickupCertificate } from '../../db/schema';
import { withSignatures, type SignatureStorage } from '../files/signature-file';
import type { Notify } from './assigned-notices';
import { lockDoc, signDoc, voidCertificates } from './doc-lifecycle';
import { docScope } from './doc-read';
import { signerOf } from './places';
import { decodeSignature } from '../../core/signature-png';

/*
 * Handover with acceptance (AREAS.md §2): the keeper of an approved lending, pick-up or return
 * issues a pickup certificate, a QR naming the open page `/assertQrCode?code=<token>`. The
 * receiver opens it on a phone, sees only the assets, their masked name and the validity, and
 * confirms with their username, password and a drawn signature.
 */

type CertificateIssued = z.infer<typeof certificateIssuedSchema>;
type CertificateView = z.infer<typeof certificateViewSchema>;

/** The open page a certificate's QR opens. */
export const CERTIFICATE_PAGE = '/assertQrCode';

/** 24 random bytes: 192 bits, as base64url (32 characters). */
const TOKEN_BYTES = 24;

const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** 张三丰 → 张*丰, 张三 → 张*, 张 → *. */
export function maskName(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}

/** A wrong username or password at a certificate: 426, with the tries it has left. */
export class CertificateWrongSigner extends AppError {
  readonly data: { triesLeft: number };
  constructor(triesLeft: number) {
    super(
      'CERTIFICATE_WRONG_SIGNER',
      426,
      triesLeft > 0 ? 'certificate.wrongSigner' : 'certificate.noTriesLeft',
      { left: triesLeft },
    );
    this.data = { triesLeft };
  }
}

/** Wrong, used, voided, expired or worn out by wrong tries: one answer that tells nothing. */
const invalid = () => new NotFound('certificate.invalid');

/** A certificate that still works, at `now`. */
const live = (now: Date) =>
  and(
    isNull(pickupCertificate.usedAt),
    isNull(pickupCertificate.voidedAt),
    gt(pickupCertificate.expiresAt, now),
    lt(pickupCertificate.tries, CERTIFICATE_MAX_TRIES),
  );

export interface CertificateDeps extends SignatureStorage {
  db: Db;
  /** The login crypto's key: the password arrives encrypted as the sign-in form sends it. */
  passwordKey: string;
  verifyPassword: PasswordVerifier;
  /** The cost of the hash a missing user's password is checked against (same time either way). */
  scryptN: number;
  /** Who a return's signature brings assets to is told (notice 4). */
  notices: Notify;
}

export function createCertificates(deps: CertificateDeps) {
  const { db } = deps;
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hashPassword('no such user', deps.scryptN));

  /** The live certificate of `token` with its document, or a 404. */
  async function find(tx: Db, token: string, now: Date) {
    const [row] = await tx
      .select({ certificate: pickupCertificate, doc: assetDoc })
      .from(pickupCertificate)
      .innerJoin(assetDoc, eq(assetDoc.id, pickupCertificate.docId))
      .where(
        and(
          eq(pickupCertificate.tokenHash, tokenHash(token)),
          live(now),
          eq(assetDoc.status, 'awaitingSignature'),
        ),
      );
    if (!row) throw invalid();
    return row;
  }

  /** Whether the username and the (encrypted) password are the signer's. */
  async function isSigner(signerId: number, body: CertificateSignBody): Promise<boolean> {
    const [user] = await db
      .select({ id: appUser.id, passwordHash: appUser.passwordHash, enabled: appUser.enabled })
      .from(appUser)
      .where(eq(appUser.username, body.username.trim()));
    let password: string | null;
    try {
      password = decryptPassword(body.password.replace(/ /g, '+'), deps.passwordKey);
    } catch {
      password = null;
    }
    // Checked against a hash either way, so timing tells nothing about the username.
    const valid =
      user && password !== null
        ? await deps.verifyPassword(user.passwordHash, password)
        : await deps.verifyPassword(await dummy(), password ?? '').then(() => false);
    return valid && user!.id === signerId && user!.enabled;
  }

  return {
    /**
     * POST /as/doc/:id/certificate: a new certificate for a document awaiting its signature in
     * the caller's scope (else 404); earlier ones stop working. Only the token's hash is kept.
     */
    async issue(user: AuthUser, docId: number): Promise<CertificateIssued> {
      return db.transaction(async (tx) => {
        const [seen] = await tx
          .select({ id: assetDoc.id })
          .from(assetDoc)
          .where(and(eq(assetDoc.id, docId), docScope(user.scope)));
        if (!seen) throw new NotFound();
        const doc = await lockDoc(tx, docId);
        if (doc.status !== 'awaitingSignature') {
          throw new Conflict('assetDoc.notAwaitingSignature', { code: doc.code });
        }
        const [held] = await tx
          .select({ open: assetDocItem.open })
          .from(assetDocItem)
          .where(and(eq(assetDocItem.docId, docId), eq(assetDocItem.open, false)))
          .limit(1);
        // Its assets were handed to a rollback in approval.
        if (held) throw new Conflict('assetDoc.rollbackPending', { code: doc.code });
        const now = new Date();
        await voidCertificates(tx, docId, now);
        const token = randomBytes(TOKEN_BYTES).toString('base64url');
        const expiresAt = new Date(now.getTime() + CERTIFICATE_TTL_HOURS * 3_600_000);
        const [row] = await tx
          .insert(pickupCertificate)
          .values({ docId, tokenHash: tokenHash(token), expiresAt, createdBy: user.userId })
          .returning({ id: pickupCertificate.id });
        await recordAudit(tx, {
          actor: user,
          action: 'issue-certificate',
          entity: 'asset-doc',
          entityId: docId,
          after: { certificateId: row!.id, expiresAt },
        });
        return { token, path: `${CERTIFICATE_PAGE}?code=${token}`, expiresAt };
      });
    },

    /** GET /as/certificate/:token: only what the receiver needs to see. */
    async view(token: string): Promise<CertificateView> {
      const { certificate, doc } = await find(db, token, new Date());
      const signerId = signerOf(doc);
      const [signer] = signerId
        ? await db
            .select({ nickname: appUser.nickname })
            .from(appUser)
            .where(eq(appUser.id, signerId))
        : [];
      const assets = await db
        .select({ code: asset.code, name: asset.name })
        .from(assetDocItem)
        .innerJoin(asset, eq(asset.id, assetDocItem.assetId))
        .where(eq(assetDocItem.docId, doc.id))
        .orderBy(asset.code);
      return {
        docType: doc.docType,
        code: doc.code,
        receiver: maskName(signer?.nickname ?? ''),
        assets,
        expiresAt: certificate.expiresAt,
      };
    },

    /**
     * POST /as/certificate/:token/sign. The signature must be a real PNG (400, no try used).
     * Every attempt takes one of the certificate's tries before the password is checked, so
     * attempts sent together cannot outrun CERTIFICATE_MAX_TRIES; a wrong username or password
     * is a 426 with the tries left (none left: the certificate is dead). The right signer's
     * signature is stored as their file and the handover is done in one transaction; the
     * certificate is used up.
     */
    async sign(token: string, body: CertificateSignBody): Promise<void> {
      const png = decodeSignature(body.signature);
      const now = new Date();
      const [claimed] = await db
        .update(pickupCertificate)
        .set({ tries: sql`${pickupCertificate.tries} + 1` })
        .where(
          and(
            eq(pickupCertificate.tokenHash, tokenHash(token)),
            live(now),
            sql`exists (select 1 from ${assetDoc} where ${assetDoc.id} = ${pickupCertificate.docId}
              and ${assetDoc.status} = 'awaitingSignature')`,
          ),
        )
        .returning({
          id: pickupCertificate.id,
          docId: pickupCertificate.docId,
          tries: pickupCertificate.tries,
        });
      if (!claimed) throw invalid();
      const [doc] = await db.select().from(assetDoc).where(eq(assetDoc.id, claimed.docId));
      const signerId = signerOf(doc!);
      if (signerId === null || !(await isSigner(signerId, body))) {
        throw new CertificateWrongSigner(CERTIFICATE_MAX_TRIES - claimed.tries);
      }
      const [signer] = await db
        .select({ userId: appUser.id, username: appUser.username })
        .from(appUser)
        .where(eq(appUser.id, signerId));
      try {
        await withSignatures(db, deps, async (tx, keep) => {
          // Tries are spent; only its use and its validity matter now.
          const [still] = await tx
            .select({ id: pickupCertificate.id })
            .from(pickupCertificate)
            .where(
              and(
                eq(pickupCertificate.id, claimed.id),
                isNull(pickupCertificate.usedAt),
                isNull(pickupCertificate.voidedAt),
                gt(pickupCertificate.expiresAt, now),
              ),
            )
            .for('update');
          if (!still) throw invalid();
          const locked = await lockDoc(tx, claimed.docId);
          if (locked.status !== 'awaitingSignature') throw invalid();
          const fileId = await keep(signer!, png, `${locked.code}-signature.png`);
          await signDoc(tx, locked, signer!, fileId, deps.notices);
          await tx
            .update(pickupCertificate)
            .set({ usedAt: now })
            .where(eq(pickupCertificate.id, claimed.id));
        });
      } catch (error) {
        // Its signature's row and bytes are gone with the transaction (an asset moved meanwhile,
        // the database failed at commit): no orphan file stays in the storage.
        // The right signer's attempt was not a guess: its try is given back.
        await db
          .update(pickupCertificate)
          .set({ tries: sql`greatest(${pickupCertificate.tries} - 1, 0)` })
          .where(and(eq(pickupCertificate.id, claimed.id), isNull(pickupCertificate.usedAt)));
        throw error;
      }
    },
  };
}

export type Certificates = ReturnType<typeof createCertificates>;
