import { cascaderOptionSchema, type CascaderOption } from '@depot/shared';
import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PropField, type SetProp } from './prop-field';

function textMatches(text: string, options: readonly CascaderOption[]): boolean {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(options);
  } catch {
    return false;
  }
}

/**
 * A cascader's nested options as JSON text: applied whenever the text is a valid option list,
 * otherwise the error is shown and the design keeps its last valid options.
 */
export function CascaderProps({
  options,
  set,
}: {
  options: readonly CascaderOption[];
  set: SetProp;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => JSON.stringify(options, null, 2));
  const [invalid, setInvalid] = useState(false);
  const [shown, setShown] = useState(options);
  // Options changed from outside (undo, redo): show them, unless they are what the text says.
  if (options !== shown) {
    setShown(options);
    if (!textMatches(text, options)) {
      setText(JSON.stringify(options, null, 2));
      setInvalid(false);
    }
  }
  const change = (next: string) => {
    setText(next);
    try {
      const parsed = cascaderOptionSchema.array().safeParse(JSON.parse(next));
      setInvalid(!parsed.success);
      if (parsed.success) set('options', parsed.data);
    } catch {
      setInvalid(true);
    }
  };
  return (
    <PropField
      label={t('form.props.cascaderOptions')}
      error={invalid ? t('form.props.cascaderInvalid') : null}
    >
      {(id) => (
        <Input.TextArea
          id={id}
          value={text}
          onChange={(e) => change(e.target.value)}
          autoSize={{ minRows: 4, maxRows: 14 }}
          style={{ fontFamily: 'monospace' }}
        />
      )}
    </PropField>
  );
}
