import { useTranslation } from 'react-i18next';

/** Words as a list in the user's language ("消防、照明" / "fire, lighting"). */
export function useWordList(): (words: readonly string[]) => string {
  const { i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction', style: 'narrow' });
  return (words) => list.format(words);
}

/** People's names as a list in the user's language ("张三、李四" / "Zhang San, Li Si"). */
export function useNameList(): (people: readonly { nickname: string }[]) => string {
  const words = useWordList();
  return (people) => words(people.map((p) => p.nickname));
}
