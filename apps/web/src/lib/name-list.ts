import { useTranslation } from 'react-i18next';

/** People's names as a list in the user's language ("张三、李四" / "Zhang San, Li Si"). */
export function useNameList(): (people: readonly { nickname: string }[]) => string {
  const { i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction', style: 'narrow' });
  return (people) => list.format(people.map((p) => p.nickname));
}
