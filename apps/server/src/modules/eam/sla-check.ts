import {
  NOTICE_TYPES,
  OPEN_REPAIR_STATUSES,
  REPAIR_NOTICE_LINK_AREA,
  durationParts,
} from '@depot/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { repairOrder, repairType, store } from '../../db/schema';
import type { NoticeService } from '../notice/service';
import { clockSql } from './clock-sql';
import { dispatcherIds, enabledUsers } from './people';

/** "1 天 2 小时 30 分钟": a target in the words of the notice (Chinese, like all notices). */
export function targetText(minutes: number): string {
  const { days, hours, minutes: mins } = durationParts(minutes * 60);
  const parts = [
    days ? `${days} 天` : '',
    hours ? `${hours} 小时` : '',
    mins ? `${mins} 分钟` : '',
  ].filter(Boolean);
  return parts.join(' ') || '0 分钟';
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
    const tell = async (breach: Breach, text: string) => {
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
    const about = (b: Breach) =>
      `维修工单 ${b.code}（${stores.get(b.storeId) ?? ''}，${b.typeName}）`;
    for (const b of response) {
      const target = targetText(b.minutes ?? 0);
      await tell(
        b,
        b.dispatchTime
          ? `${about(b)}派单晚于响应时限 ${target}，请关注维修进度`
          : `${about(b)}提交已超过响应时限 ${target}，仍未派单，请尽快派单`,
      );
    }
    for (const b of resolution) {
      await tell(
        b,
        `${about(b)}的维修用时已超过解决时限 ${targetText(b.minutes ?? 0)}，请跟进处理`,
      );
    }
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
