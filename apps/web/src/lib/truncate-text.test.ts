import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate-text';

describe('truncateText', () => {
  it('keeps a text at or under the limit as it is', () => {
    expect(truncateText('一二三', 3)).toEqual({ text: '一二三', truncated: false });
    expect(truncateText('', 3)).toEqual({ text: '', truncated: false });
  });

  it('cuts to the first characters and adds an ellipsis', () => {
    expect(truncateText('abcdef', 4)).toEqual({ text: 'abcd…', truncated: true });
  });

  it('counts an emoji as one character', () => {
    expect(truncateText('😀😀😀', 2)).toEqual({ text: '😀😀…', truncated: true });
  });
});
