import { describe, expect, it } from 'vitest';
import { nest } from './tree';

describe('nest', () => {
  const rows = [
    { id: 1, up: null, name: 'top' },
    { id: 2, up: 1, name: 'a' },
    { id: 3, up: 2, name: 'a1' },
    { id: 4, up: 1, name: 'b' },
    { id: 5, up: null, name: 'other top' },
  ];

  it('hangs each record under its parent, in the order given', () => {
    const trees = nest(
      rows,
      (r) => r.id,
      (r) => r.up,
      null,
    );
    expect(trees.map((t) => t.name)).toEqual(['top', 'other top']);
    expect(trees[0]!.children.map((c) => c.name)).toEqual(['a', 'b']);
    expect(trees[0]!.children[0]!.children).toEqual([{ ...rows[2], children: [] }]);
  });

  it('stops at a depth no real tree reaches when the rows loop', () => {
    const loop = [
      { id: 1, up: 2 },
      { id: 2, up: 1 },
    ];
    const [first] = nest(
      loop,
      (r) => r.id,
      (r) => r.up,
      1,
    );
    let depth = 0;
    for (let at = first; at; at = at.children[0]) depth++;
    expect(depth).toBeGreaterThan(50);
    expect(depth).toBeLessThan(60);
  });
});
