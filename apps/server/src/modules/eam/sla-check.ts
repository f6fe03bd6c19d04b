import {
  NOTICE_TYPES,
  OPEN_REPAIR_STATUSES,
  REPAIR_NOTICE_LINK_AREA,
  durationParts,
} from '@depot/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { inEveryLanguage, translate, type Language, type Localized } from '../../core/i18n';
import type { MessageKey } from '../../core/messages/catalogue';
import type { Db } from '../../db/client';
import { repairOrder, repairType, store } from '../../db/schema';
import type { NoticeService } from '../notice/service';
import { clockSql } from './clock-sql';
import { dispatcherIds, enabledUsers } from './people';

/** "1 天 2 小时 30 分钟", "1 d 2 h 30 min": a target in the words of a notice. */
export function targetText(minutes: number, language: Language): string {
  const { days, hours, minutes: mins } = durationParts(minutes * 60);
  const parts = (
    [
      ['eam.duration.days', days],
      ['eam.duration.hours', hours],
      ['eam.duration.minutes', mins],
    ] as const
  ).flatMap(([key, n]) => (n ? [translate(language, key, { n })] : []));
  return parts.join(' ') || translate(language, 'eam.duration.minutes', { n: 0 });
}

interface Breach {
  id: number;
  code: string;
  dispatchTime: Date | null;
  dispatcherId: number | null;
  storeId: number;
  typeName: string;
  minutes: number | null;
}

export interface SlaCheckResult {
  /** Orders newly found past their response target (dispatchers told now). */
  response: number[];
  resolution: number[];
}

/**
 * Finds open orders past a service-level target whose dispatchers were not told yet, marks
 * them told and tells them (notice type 26), in one transaction. The mark is a conditional
 * UPDATE … WHERE notified IS NULL RETURNING: of several processes checking at once, each
 * breach is returned to exactly one, so it is told once.
 */
export async function checkSlaBreaches(
  db: Db,
  notices: Pick<NoticeService, 'notify'>,
  now: Date = new Date(),
): Promise<SlaCheckResult> {
  return db.transaction(async (tx) => {
    const clock = clockSql(now);
    const open = inArray(repairOrder.status, [...OPEN_REPAIR_STATUSES]);
    const returned = {
      id: repairOrder.id,
      code: repairOrder.code,
      dispatchTime: repairOrder.dispatchTime,
      dispatcherId: repairOrder.dispatcherId,
      storeId: repairOrder.storeId,
      typeName: repairType.name,
    };
    /**
     * Marks the open orders past a target whose dispatchers were not told of it. Rows locked
     * by another transaction (another process's check, a user's change) are left for the next
     * round, so checks never wait on each other or deadlock.
     */
    const mark = (kind: 'response' | 'resolution'): Promise<Breach[]> => {
      const notified =
        kind === 'response'
          ? repairOrder.responseBreachNotifiedAt
          : repairOrder.resolutionBreachNotifiedAt;
      const due = tx
        .select({ id: repairOrder.id })
        .from(repairOrder)
        .innerJoin(repairType, eq(repairType.id, repairOrder.typeId))
        .where(
          and(
            open,
            isNull(notified),
            kind === 'response' ? clock.responseBreached : clock.resolutionBreached,
          ),
        )
        .for('update', { of: repairOrder, skipLocked: true });
      return tx
        .update(repairOrder)
        .set(
          kind === 'response'
            ? { responseBreachNotifiedAt: now }
            : { resolutionBreachNotifiedAt: now },
        )
        .from(repairType)
        .where(
          and(
            eq(repairType.id, repairOrder.typeId),
            isNull(notified),
            inArray(repairOrder.id, due),
          ),
        )
        .returning({
          ...returned,
          minutes: kind === 'response' ? repairType.responseMinutes : repairType.resolutionMinutes,
        });
    };
    const response = await mark('response');
    const resolution = await mark('resolution');
    if (!response.length && !resolution.length) return { response: [], resolution: [] };

    const dispatchers = await dispatcherIds(tx);
    const own = await enabledUsers(
      tx,
      [...response, ...resolution].flatMap((b) => (b.dispatcherId ? [b.dispatcherId] : [])),
    );
    const storeIds = [...new Set([...response, ...resolution].map((b) => b.storeId))];
    const stores = new Map(
      (
        await tx
          .select({ id: store.id, name: store.name })
          .from(store)
          .where(inArray(store.id, storeIds))
      ).map((s) => [s.id, s.name]),
    );
    const tell = async (breach: Breach, text: Localized) => {
      const recipients = [...dispatchers];
      if (breach.dispatcherId && own.includes(breach.dispatcherId)) {
        recipients.push(breach.dispatcherId);
      }
      await notices.notify(tx, {
        recipients,
        type: NOTICE_TYPES.repairSlaBreach,
        text,
        link: { area: REPAIR_NOTICE_LINK_AREA, id: breach.id },
      });
    };
    const words = (key: MessageKey, b: Breach) =>
      inEveryLanguage(key, (language) => ({
        order: translate(language, 'eam.notice.order', {
          code: b.code,
          store: stores.get(b.storeId) ?? '',
          type: b.typeName,
        }),
        target: targetText(b.minutes ?? 0, language),
      }));
    for (const b of response) {
      await tell(
        b,
        words(b.dispatchTime ? 'eam.notice.dispatchedLate' : 'eam.notice.notDispatched', b),
      );
    }
    for (const b of resolution) await tell(b, words('eam.notice.resolutionLate', b));
    return { response: response.map((b) => b.id), resolution: resolution.map((b) => b.id) };
  });
}

/** The service-level check, logging the orders it told dispatchers about. */
export function slaCheck(
  check: () => Promise<SlaCheckResult>,
  log: FastifyBaseLogger,
): () => Promise<void> {
  return async () => {
    const r = await check();
    if (r.response.length || r.resolution.length) {
      log.info(
        { response: r.response, resolution: r.resolution },
        'repair orders past their service level: dispatchers notified',
      );
    }
  };
}
