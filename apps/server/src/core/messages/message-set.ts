/**
 * An area's server messages in both languages (modules/<area>/messages.ts). English names the
 * keys; Chinese must have exactly the same ones: a key missing there, or one English lacks, is
 * a type error. `{name}` is replaced by a parameter, as in the platform's messages.
 */
export interface MessageSet<K extends string> {
  readonly 'en-US': Readonly<Record<K, string>>;
  readonly 'zh-CN': Readonly<Record<K, string>>;
}

export function messageSet<const K extends string>(set: {
  'en-US': Record<K, string>;
  'zh-CN': NoInfer<Record<K, string>>;
}): MessageSet<K> {
  return set;
}
