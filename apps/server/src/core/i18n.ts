import type { FastifyRequest } from 'fastify';
import { MESSAGES, type MessageKey } from './messages/catalogue';

/** The server speaks the client's language: Chinese by default, English on request. */
export type Language = 'zh-CN' | 'en-US';
export type MessageParams = Readonly<Record<string, string | number>>;
/**
 * A parameter's value may also be parts joined, some of them message keys translated into the
 * same language (a list of asset codes, each with its status in words).
 */
export type MessagePart = string | { readonly key: MessageKey };
export type MessageParam = string | number | readonly MessagePart[];
export type RichMessageParams = Readonly<Record<string, MessageParam>>;

/** The first language of Accept-Language that we speak; Chinese when none. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const header = request.headers['accept-language'];
  const wanted = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase());
  for (const tag of wanted) {
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return 'zh-CN';
}

export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(MESSAGES['en-US'], text);
}

export function translate(
  language: Language,
  key: MessageKey,
  params: RichMessageParams = {},
): string {
  const text = (value: MessageParam): string =>
    typeof value === 'object'
      ? value
          .map((part) => (typeof part === 'string' ? part : MESSAGES[language][part.key]))
          .join('')
      : String(value);
  return MESSAGES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? text(params[name]!) : whole,
  );
}

/** Every language the server speaks, the default (Chinese) first. */
export const LANGUAGES: readonly Language[] = ['zh-CN', 'en-US'];

/** Words written once for every reader: each language's own text. */
export type Localized = Readonly<Record<Language, string>>;

/**
 * A message in every language, for words stored and shown later to readers of either language
 * (notices: each reader sees their own).
 */
export function inEveryLanguage(
  key: MessageKey,
  params: RichMessageParams | ((language: Language) => RichMessageParams) = {},
): Localized {
  const text = (language: Language) =>
    translate(language, key, typeof params === 'function' ? params(language) : params);
  return { 'zh-CN': text('zh-CN'), 'en-US': text('en-US') };
}

/** Items joined as a sentence of `language` lists them, cut to `max` characters with "…". */
export function listText(language: Language, items: readonly string[], max = 120): string {
  const text = items.join(language === 'zh-CN' ? '、' : ', ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** `value` as a language the server speaks, or undefined. */
export function languageOf(value: unknown): Language | undefined {
  return LANGUAGES.find((language) => language === value);
}
