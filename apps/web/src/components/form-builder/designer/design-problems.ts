import { formDesignSchema, type FormDesign, type FormWidget } from '@depot/shared';
import type { TFunction } from 'i18next';
import { keyOf, stripKeys } from './design-tree';
import type { DesignSnapshot } from './use-design-history';

export interface DesignProblem {
  /** The widget it is about (null for the form itself). */
  key: string | null;
  text: string;
}

export interface CheckedDesign {
  /** The design as it would be saved, or null while it has problems. */
  design: FormDesign | null;
  problems: DesignProblem[];
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The key of the deepest widget a schema path reaches (fields.0.children.2.vModel → that column). */
function widgetAt(fields: readonly FormWidget[], path: readonly PropertyKey[]): string | null {
  let list: readonly FormWidget[] = fields;
  let found: FormWidget | null = null;
  for (let i = 0; i < path.length; i += 1) {
    const step = path[i];
    if ((step === 'fields' || step === 'children') && typeof path[i + 1] === 'number') {
      const widget = list[path[i + 1] as number];
      if (!widget) break;
      found = widget;
      list = widget.kind === 'row' || widget.kind === 'table' ? widget.children : [];
      i += 1;
    } else if (i > 0) {
      break;
    }
  }
  return found ? keyOf(found) : null;
}

/**
 * The shared schema's findings in the user's language. The schema words them in English for
 * developers; the ones a designer can cause are recognised here and translated.
 */
export function problemText(t: TFunction, issue: Issue): string {
  const quoted = /"([^"]*)"/.exec(issue.message)?.[1] ?? '';
  if (issue.message.startsWith('Duplicate vModel'))
    return t('form.designer.issue.duplicate', { name: quoted });
  if (issue.message.startsWith('vModel must be')) return t('form.designer.issue.badVModel');
  if (issue.message.startsWith('Formula refers to unknown field')) {
    return t('form.designer.issue.unknownRef', { name: quoted });
  }
  if (/^Formula of ".*" depends on itself$/.test(issue.message)) {
    return t('form.designer.issue.cycle', { name: quoted });
  }
  if (issue.path.at(-1) === 'formula') return t('form.designer.issue.formula');
  if (issue.message === 'Invalid regular expression') return t('form.designer.issue.badPattern');
  if (issue.message === 'min must not exceed max') return t('form.designer.issue.minMax');
  return t('form.designer.issue.other', {
    path: issue.path.map(String).join('.'),
    message: issue.message,
  });
}

/** Parses a design-in-progress with the shared schema; problems point at their widgets. */
export function checkSnapshot(snapshot: DesignSnapshot, t: TFunction): CheckedDesign {
  const parsed = formDesignSchema.safeParse({
    ...snapshot.settings,
    fields: stripKeys(snapshot.fields),
  });
  if (parsed.success) return { design: parsed.data, problems: [] };
  return {
    design: null,
    problems: parsed.error.issues.map((issue) => ({
      key: widgetAt(snapshot.fields, issue.path),
      text: problemText(t, issue),
    })),
  };
}
