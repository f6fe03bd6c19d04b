import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isExternalUrl } from '../../../lib/menu-routes';
import { usePrefsStore } from '../../../stores/prefs';

/**
 * /myiframe/urlPath?src=…&name=…: an external page of the menu, embedded (SPEC §2). Only
 * http(s) addresses are shown, never javascript: or data: ones.
 */
export function IframePage() {
  const { t } = useTranslation();
  const language = usePrefsStore((s) => s.language);
  const [search] = useSearchParams();
  const src = search.get('src') ?? '';
  const name =
    (language === 'en-US' ? search.get('nameEn') : null) || search.get('name') || t('iframe.title');
  if (!isExternalUrl(src)) return <Result status="warning" subTitle={t('iframe.missingSrc')} />;
  return (
    <iframe
      title={name}
      src={src}
      referrerPolicy="no-referrer"
      style={{ display: 'block', width: '100%', height: 'calc(100vh - 190px)', border: 0 }}
    />
  );
}
