import { Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { SWITCH, type NoticeConfig } from '@depot/shared';
import { useNoticeConfig } from '../hooks/use-notice-config';

const FIELDS = [
  { field: 'messageNotifiStatus', label: 'messages.settings.message' },
  { field: 'voiceNotifiStatus', label: 'messages.settings.voice' },
] as const satisfies ReadonlyArray<{ field: keyof NoticeConfig; label: string }>;

/** Message notification and voice notification on/off (saved together, SPEC §7). */
export function NoticeSettings() {
  const { t } = useTranslation();
  const { config, loading, save } = useNoticeConfig();
  return (
    <Space size="middle" wrap>
      {FIELDS.map(({ field, label }) => (
        <Space key={field} size="small">
          <Switch
            size="small"
            aria-label={t(label)}
            checked={config?.[field] === SWITCH.on}
            disabled={loading}
            loading={save.isPending && save.variables?.[field] !== config?.[field]}
            onChange={(on) => {
              if (config) save.mutate({ ...config, [field]: on ? SWITCH.on : SWITCH.off });
            }}
          />
          <span aria-hidden>{t(label)}</span>
        </Space>
      ))}
    </Space>
  );
}
