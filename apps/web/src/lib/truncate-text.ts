export interface TruncatedText {
  text: string;
  truncated: boolean;
}

/**
 * The first `limit` characters of a text, with an ellipsis when something was cut. Counts
 * code points, so an emoji or a rare CJK character is never split in half.
 */
export function truncateText(text: string, limit: number): TruncatedText {
  const characters = Array.from(text);
  if (characters.length <= limit) return { text, truncated: false };
  return { text: `${characters.slice(0, limit).join('')}…`, truncated: true };
}
