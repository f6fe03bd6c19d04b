import { Flex, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTICE_TYPE_VALUES, type NoticeCounts, type NoticeType } from '@depot/shared';
import { NOTICE_VIEWS, useMessageCentreStore, type NoticeView } from '../stores/message-centre';
import { viewCount } from '../view-counts';

const ALL_TYPES = 'all';

/**
 * View filters (all, unread, read) and type filters, each with its count for the current view.
 * The type filters list the types the user has notices of (plus the chosen one): 24 buttons
 * of which most read 0 would bury the few that matter.
 */
export function NoticeFilters({ counts }: { counts: NoticeCounts | undefined }) {
  const { t } = useTranslation();
  const view = useMessageCentreStore((s) => s.view);
  const type = useMessageCentreStore((s) => s.type);
  const setView = useMessageCentreStore((s) => s.setView);
  const setType = useMessageCentreStore((s) => s.setType);
  const withCount = (label: string, count: number) => t('messages.withCount', { label, count });

  const shownTypes = NOTICE_TYPE_VALUES.filter(
    (value) => value === type || viewCount(counts, 'all', value) > 0,
  );

  return (
    <Flex vertical gap="small">
      <Radio.Group
        aria-label={t('messages.viewFilter')}
        name="notice-view"
        optionType="button"
        value={view}
        onChange={(e) => setView(e.target.value as NoticeView)}
        options={NOTICE_VIEWS.map((value) => ({
          value,
          label: withCount(t(`messages.view.${value}`), viewCount(counts, value)),
        }))}
      />
      <Radio.Group
        aria-label={t('messages.typeFilter')}
        name="notice-type"
        optionType="button"
        size="small"
        value={type ?? ALL_TYPES}
        onChange={(e) => {
          const value = e.target.value as NoticeType | typeof ALL_TYPES;
          setType(value === ALL_TYPES ? null : value);
        }}
        options={[
          { value: ALL_TYPES, label: withCount(t('messages.allTypes'), viewCount(counts, view)) },
          ...shownTypes.map((value) => ({
            value,
            label: withCount(t(`notice.type.${value}`), viewCount(counts, view, value)),
          })),
        ]}
      />
    </Flex>
  );
}
