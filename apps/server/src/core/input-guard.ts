import type { FastifyInstance } from 'fastify';
import { BadRequest } from './errors';
import type { MessageKey } from './messages/en-US';

/**
 * Text PostgreSQL refuses whatever the column: U+0000 (text and jsonb cannot hold it) and a
 * lone UTF-16 surrogate (`"\udc00"` in JSON; jsonb, where audit rows and form data live,
 * rejects it). Refused here for every input of every route in `scope`, with a 400 naming the
 * field, instead of each schema having to remember it and a query failing with a 500.
 */
export function installInputGuard(scope: FastifyInstance): void {
  scope.addHook('preValidation', async (request) => {
    const parts = { params: request.params, query: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const found = findBadText(value);
      if (found) {
        const path = found.path.length > 20 ? [...found.path.slice(0, 20), '…'] : found.path;
        throw new BadRequest(found.key, { field: path.join('.') || part });
      }
    }
  });
}

/** With the `u` flag a proper pair is one code point: only lone surrogates match. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** What is wrong with a string, or null when PostgreSQL takes it. */
function problemOf(text: string): MessageKey | null {
  if (text.includes('\u0000')) return 'validation.nul';
  if (LONE_SURROGATE.test(text)) return 'validation.surrogate';
  return null;
}

/** A value met while walking an input, with how it was reached. */
interface Step {
  value: unknown;
  key: string | null;
  parent: Step | null;
}

function pathOf(step: Step): string[] {
  const keys: string[] = [];
  for (let s: Step | null = step; s && s.key !== null; s = s.parent) keys.unshift(s.key);
  return keys;
}

/**
 * The first string (value or key) PostgreSQL would refuse, with its path of keys, or null.
 * Iterative and without copying paths: a body may nest deeper than the call stack.
 */
export function findBadText(value: unknown): { path: string[]; key: MessageKey } | null {
  const pending: Step[] = [{ value, key: null, parent: null }];
  while (pending.length) {
    const step = pending.pop()!;
    if (typeof step.value === 'string') {
      const key = problemOf(step.value);
      if (key) return { path: pathOf(step), key };
    } else if (step.value && typeof step.value === 'object') {
      for (const [name, child] of Object.entries(step.value)) {
        const next = { value: child, key: name, parent: step };
        const key = problemOf(name);
        if (key) return { path: pathOf(next), key };
        pending.push(next);
      }
    }
  }
  return null;
}
