import type { FormWidget } from '@depot/shared';
import { Alert, Empty, Form, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { keyOf } from './design-tree';
import type { DesignProblem } from './design-problems';
import { CommonProps } from './props/common-props';
import { DefaultValueProp } from './props/default-value-prop';
import { FormProps } from './props/form-props';
import { KindProps } from './props/kind-props';
import { RulesProps } from './props/rules-props';
import type { DesignSnapshot } from './use-design-history';

export interface PropertyPanelProps {
  widget: FormWidget | undefined;
  snapshot: DesignSnapshot;
  problems: readonly DesignProblem[];
  setProp: (key: string, prop: string, value: unknown) => void;
  setSetting: (prop: string, value: unknown) => void;
}

const WITH_RULES = new Set(['input', 'textarea', 'password', 'number', 'amount', 'color']);

/** The selected widget's properties, and the form's own settings. */
export function PropertyPanel({
  widget,
  snapshot,
  problems,
  setProp,
  setSetting,
}: PropertyPanelProps) {
  const { t } = useTranslation();
  const widgetTab = (() => {
    if (!widget)
      return (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('form.designer.noSelection')} />
      );
    const key = keyOf(widget);
    const set = (prop: string, value: unknown) => setProp(key, prop, value);
    const own = problems.filter((p) => p.key === key);
    return (
      // Keyed by widget: editors holding text (cascader JSON) start over for another widget.
      <div key={key}>
        {own.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={own.map((p) => p.text).join('；')}
          />
        )}
        <CommonProps widget={widget} set={set} />
        <DefaultValueProp widget={widget} set={set} />
        <KindProps widget={widget} fields={snapshot.fields} set={set} />
        {WITH_RULES.has(widget.kind) &&
          widget.kind !== 'row' &&
          widget.kind !== 'table' &&
          'regList' in widget && <RulesProps rules={widget.regList} set={set} />}
      </div>
    );
  })();
  return (
    <Form layout="vertical" size="small" component={false}>
      <Tabs
        items={[
          { key: 'widget', label: t('form.designer.tabs.widget'), children: widgetTab },
          {
            key: 'form',
            label: t('form.designer.tabs.form'),
            children: <FormProps settings={snapshot.settings} set={setSetting} />,
          },
        ]}
      />
    </Form>
  );
}
