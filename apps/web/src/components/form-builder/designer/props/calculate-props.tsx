import { FormulaError, levelWidgets, parseFormula, type FormWidget } from '@depot/shared';
import { Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { stripKeys } from '../design-tree';
import { formulaErrorText } from '../../messages';
import { PropField, type SetProp } from './prop-field';

/** The names a formula may use: top-level fields, and table.column for every table column. */
function formulaNames(fields: readonly FormWidget[], self: string): string[] {
  const names: string[] = [];
  for (const { widget } of levelWidgets(stripKeys(fields))) {
    if (widget.kind === 'table') {
      for (const column of levelWidgets(widget.children))
        names.push(`${widget.vModel}.${column.widget.vModel}`);
    } else if (widget.vModel !== self) {
      names.push(widget.vModel);
    }
  }
  return names;
}

/** The formula of a calculate widget, checked as it is typed (positions shown from 1). */
export function CalculateProps({
  formula,
  vModel,
  fields,
  set,
}: {
  formula: string;
  vModel: string;
  fields: readonly FormWidget[];
  set: SetProp;
}) {
  const { t } = useTranslation();
  let error: string | null = null;
  try {
    parseFormula(formula);
  } catch (caught) {
    error =
      caught instanceof FormulaError
        ? formulaErrorText(t, caught)
        : t('form.designer.issue.formula');
  }
  const names = formulaNames(fields, vModel);
  return (
    <>
      <PropField label={t('form.props.formula')} error={error} help={t('form.props.formulaHelp')}>
        {(id) => (
          <Input.TextArea
            id={id}
            value={formula}
            onChange={(e) => set('formula', e.target.value)}
            autoSize={{ minRows: 2, maxRows: 6 }}
            style={{ fontFamily: 'monospace' }}
          />
        )}
      </PropField>
      {names.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {t('form.props.formulaFields')}: <Typography.Text code>{names.join(' ')}</Typography.Text>
        </Typography.Paragraph>
      )}
    </>
  );
}
