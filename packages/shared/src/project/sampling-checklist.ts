import { levelWidgets } from '../form/design-walk';
import type { FormDesign } from '../form/form-schema';
import {
  SAMPLING_ITEM_MAX_SCORE,
  SAMPLING_MAX_ITEMS,
  type SamplingScoreBodyInput,
} from './quality';

/*
 * A sampling checklist (质量抽检表, docs/projects.md "Quality sampling"): an acceptance template
 * of kind `sampling`, designed with the form builder. Each of its scored widgets (a number, a
 * rating or a slider, in rows too) is an item: its label the item's name, its `max` the item's
 * full score (a whole number 1–1000), `required` whether it must be scored. A sampling scores
 * the items 0 to their full score; the server totals them (`scoreSampling`), the page shows the
 * same total as it is filled in.
 */

/** The widget kinds a sampling checklist scores. */
export const SAMPLING_SCORED_KINDS = ['number', 'rate', 'slider'] as const;

export interface SamplingChecklistItem {
  /** The widget's vModel: what a score names. */
  key: string;
  name: string;
  maxScore: number;
  required: boolean;
}

/** Why a design is not a sampling checklist: an item's problem, or no items at all. */
export type SamplingDesignProblem =
  | { problem: 'notScored'; item: string }
  | { problem: 'badMax'; item: string }
  | { problem: 'noItems' }
  | { problem: 'tooMany' };

const scored = (kind: string): kind is (typeof SAMPLING_SCORED_KINDS)[number] =>
  (SAMPLING_SCORED_KINDS as readonly string[]).includes(kind);

/** The items of a sampling checklist's design, and its first problem (null when it has none). */
export function samplingChecklistItems(design: Pick<FormDesign, 'fields'>): {
  items: SamplingChecklistItem[];
  problem: SamplingDesignProblem | null;
} {
  const items: SamplingChecklistItem[] = [];
  for (const { widget } of levelWidgets(design.fields)) {
    const name = widget.label || widget.vModel;
    if (!scored(widget.kind)) return { items, problem: { problem: 'notScored', item: name } };
    const max = 'max' in widget ? widget.max : undefined;
    if (max === undefined || !Number.isInteger(max) || max < 1 || max > SAMPLING_ITEM_MAX_SCORE) {
      return { items, problem: { problem: 'badMax', item: name } };
    }
    items.push({ key: widget.vModel, name, maxScore: max, required: widget.required });
  }
  if (!items.length) return { items, problem: { problem: 'noItems' } };
  if (items.length > SAMPLING_MAX_ITEMS) return { items, problem: { problem: 'tooMany' } };
  return { items, problem: null };
}

/** A scored item as kept on the sampling. */
export interface SamplingItem {
  name: string;
  maxScore: number;
  score: number;
  note: string | null;
}

/** Why the scores do not fit the checklist, naming the item (and its full score). */
export type SamplingScoreProblem =
  | { problem: 'unknownItem'; item: string }
  | { problem: 'missingItem'; item: string }
  | { problem: 'scoreOutOfRange'; item: string; max: number; score: number };

export type SamplingScoring =
  | { ok: true; items: SamplingItem[]; totalScore: number; maxScore: number }
  | ({ ok: false } & SamplingScoreProblem);

/**
 * The scores checked against the checklist's items, in the checklist's order: a score of no
 * item, a required item not scored or a score outside 0..its full score is a problem naming the
 * item. An optional item left out counts neither in the total nor in the maximum.
 */
export function scoreSampling(
  items: readonly SamplingChecklistItem[],
  scores: readonly Pick<SamplingScoreBodyInput, 'key' | 'score' | 'note'>[],
): SamplingScoring {
  const byKey = new Map(scores.map((s) => [s.key, s]));
  const unknown = scores.find((s) => !items.some((item) => item.key === s.key));
  if (unknown) return { ok: false, problem: 'unknownItem', item: unknown.key };
  const kept: SamplingItem[] = [];
  for (const item of items) {
    const given = byKey.get(item.key);
    if (!given) {
      if (item.required) return { ok: false, problem: 'missingItem', item: item.name };
      continue;
    }
    if (given.score < 0 || given.score > item.maxScore) {
      return {
        ok: false,
        problem: 'scoreOutOfRange',
        item: item.name,
        max: item.maxScore,
        score: given.score,
      };
    }
    kept.push({
      name: item.name,
      maxScore: item.maxScore,
      score: given.score,
      note: given.note ?? null,
    });
  }
  return {
    ok: true,
    items: kept,
    totalScore: kept.reduce((sum, i) => sum + i.score, 0),
    maxScore: kept.reduce((sum, i) => sum + i.maxScore, 0),
  };
}
