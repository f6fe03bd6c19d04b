import { ORG_TABS } from '@depot/shared';
import { Checkbox, Input, Select } from 'antd';
import { Toggle } from './toggle';
import { useTranslation } from 'react-i18next';
import type { WidgetOf } from '../../types';
import { NumberProp } from './number-props';
import { PropField, type SetProp } from './prop-field';
import { choicesOf } from '../../../../lib/choices';

/** Organisation select: title, trigger, search, maximum and tabs (SPEC §3). */
export function OrgSelectProps({ widget, set }: { widget: WidgetOf<'orgSelect'>; set: SetProp }) {
  const { t } = useTranslation();
  return (
    <>
      <PropField label={t('form.props.title')}>
        {(id) => (
          <Input
            id={id}
            value={widget.title ?? ''}
            placeholder={t('form.org.title')}
            onChange={(e) => set('title', e.target.value || undefined)}
          />
        )}
      </PropField>
      <PropField label={t('form.props.buttonType')}>
        {(id) => (
          <Select
            id={id}
            value={widget.buttonType}
            onChange={(v) => set('buttonType', v)}
            options={choicesOf(['input', 'button'] as const, (v) =>
              t(`form.props.buttonTypes.${v}`),
            )}
          />
        )}
      </PropField>
      <Toggle
        label={t('form.props.searchable')}
        checked={widget.searchable}
        prop="searchable"
        set={set}
      />
      <NumberProp
        label={t('form.props.maxNum')}
        prop="maxNum"
        value={widget.maxNum}
        min={1}
        cleared={99}
        set={set}
      />
      <PropField label={t('form.props.orgTabs')}>
        {() => (
          <Checkbox.Group
            value={widget.tabs}
            onChange={(tabs) =>
              tabs.length > 0 &&
              set(
                'tabs',
                ORG_TABS.filter((tab) => tabs.includes(tab)),
              )
            }
            options={choicesOf(ORG_TABS, (tab) => t(`form.org.tabs.${tab}`))}
          />
        )}
      </PropField>
    </>
  );
}
