import { describe, expect, it } from 'vitest';
import { FormulaError } from './formula-error';
import { MAX_FORMULA_LENGTH, tokenize } from './tokenize';

function codeOf(fn: () => unknown): [string, number] {
  try {
    fn();
  } catch (e) {
    if (e instanceof FormulaError) return [e.code, e.position];
    throw e;
  }
  throw new Error('did not throw');
}

describe('tokenize', () => {
  it('reads numbers, names, columns, operators and brackets with positions', () => {
    expect(tokenize('price*2.5 + items.qty')).toEqual([
      { kind: 'name', name: 'price', pos: 0, end: 5 },
      { kind: 'operator', op: '*', text: '*', pos: 5 },
      { kind: 'number', raw: '2.5', value: 2.5, pos: 6 },
      { kind: 'operator', op: '+', text: '+', pos: 10 },
      { kind: 'column', table: 'items', column: 'qty', pos: 12, end: 21 },
    ]);
  });

  it('maps × ÷ − and full-width forms to the ASCII operators', () => {
    const ops = tokenize('1×2÷3−4＋5－6＊7／8').flatMap((t) =>
      t.kind === 'operator' ? [t.op] : [],
    );
    expect(ops).toEqual(['*', '/', '-', '+', '-', '*', '/']);
    expect(tokenize('（1）').map((t) => t.kind)).toEqual(['open', 'number', 'close']);
  });

  it('accepts Chinese names, underscores and digits after the first character', () => {
    expect(tokenize('单价 * 数量_2 + 明细.金额').map((t) => t.kind)).toEqual([
      'name',
      'operator',
      'name',
      'operator',
      'column',
    ]);
    expect(tokenize('𠀀字')).toEqual([{ kind: 'name', name: '𠀀字', pos: 0, end: 3 }]);
  });

  it('refuses malformed numbers, references and characters', () => {
    expect(codeOf(() => tokenize('1.'))).toEqual(['badNumber', 0]);
    expect(codeOf(() => tokenize('1.2.3'))).toEqual(['badNumber', 0]);
    expect(codeOf(() => tokenize('.5'))).toEqual(['unexpectedCharacter', 0]);
    expect(codeOf(() => tokenize('a.'))).toEqual(['badReference', 1]);
    expect(codeOf(() => tokenize('a. b'))).toEqual(['badReference', 1]);
    expect(codeOf(() => tokenize('a.b.c'))).toEqual(['badReference', 3]);
    expect(codeOf(() => tokenize('a.1'))).toEqual(['badReference', 1]);
    expect(codeOf(() => tokenize('1 % 2'))).toEqual(['unexpectedCharacter', 2]);
    expect(codeOf(() => tokenize('a ^ b'))).toEqual(['unexpectedCharacter', 2]);
    expect(codeOf(() => tokenize('x'.repeat(MAX_FORMULA_LENGTH + 1)))).toEqual([
      'tooLong',
      MAX_FORMULA_LENGTH,
    ]);
  });
});
