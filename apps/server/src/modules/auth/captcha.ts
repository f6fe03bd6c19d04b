import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client';
import { captcha } from '../../db/schema';
import { safeEqual, sha256 } from '../../core/digest';
import { BadCaptcha, CaptchaRequired } from '../../core/errors';

const TTL_MS = 5 * 60_000;

export interface CaptchaImage {
  text: string;
  svg: string;
}

/** Draws a captcha. Tests wrap the default to learn the answer the way a person reads it. */
export type CaptchaGenerator = () => CaptchaImage;

export const drawCaptcha: CaptchaGenerator = () => {
  // Letters people confuse (0/o/O, 1/l/I) are left out; answers are case-insensitive.
  const image = svgCaptcha.create({
    size: 4,
    noise: 2,
    color: true,
    width: 120,
    height: 40,
    ignoreChars: '0oO1lIi',
  });
  return { text: image.text, svg: image.data };
};

function answerHash(text: string): string {
  return sha256(text.trim().toLowerCase());
}

export interface CaptchaService {
  /** A new captcha for `randomStr` (replacing an earlier one); returns the SVG. */
  issue(randomStr: string): Promise<string>;
  /**
   * Consumes the captcha: right or wrong, an answer is accepted once. `demanded`: the sign-in
   * asked for it although the captcha is off, so a missing one says so (428 either way).
   */
  check(randomStr: string | undefined, code: string | undefined, demanded?: boolean): Promise<void>;
}

export function createCaptchaService(db: Db, draw: CaptchaGenerator = drawCaptcha): CaptchaService {
  return {
    async issue(randomStr) {
      const image = draw();
      const now = new Date();
      const row = {
        randomStr,
        codeHash: answerHash(image.text),
        expiresAt: new Date(now.getTime() + TTL_MS),
        usedAt: null,
      };
      // Expired captchas are worthless; clearing them here keeps the table small.
      await db.delete(captcha).where(lt(captcha.expiresAt, now));
      await db
        .insert(captcha)
        .values(row)
        .onConflictDoUpdate({ target: captcha.randomStr, set: row });
      return image.svg;
    },

    async check(randomStr, code, demanded = false) {
      if (!randomStr || !code) throw demanded ? new CaptchaRequired() : new BadCaptcha();
      const now = new Date();
      // Marking it used in the same statement that finds it makes a second use impossible,
      // even for two requests at once.
      const [row] = await db
        .update(captcha)
        .set({ usedAt: now })
        .where(
          and(eq(captcha.randomStr, randomStr), isNull(captcha.usedAt), gt(captcha.expiresAt, now)),
        )
        .returning({ codeHash: captcha.codeHash });
      if (!row || !safeEqual(row.codeHash, answerHash(code))) throw new BadCaptcha();
    },
  };
}
