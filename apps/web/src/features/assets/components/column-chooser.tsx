import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChoosableColumn {
  key: string;
  title: string;
  shown: boolean;
}

export interface ColumnChooserProps {
  columns: readonly ChoosableColumn[];
  onChange: (key: string, shown: boolean) => void;
  /** Back to the columns shown by default. */
  onReset: () => void;
}

/**
 * "Columns": a button opening a checkbox per column. Opening it puts the focus on the first
 * checkbox (Tab moves on, Space ticks); Escape closes it and gives the focus back to the button.
 */
export function ColumnChooser({ columns, onChange, onReset }: ColumnChooserProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) list.current?.querySelector('input')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const content = (
    <Flex
      ref={list}
      vertical
      gap={6}
      role="group"
      aria-label={t('assets.list.columns.title')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      {columns.map((column) => (
        <Checkbox
          key={column.key}
          checked={column.shown}
          onChange={(event) => onChange(column.key, event.target.checked)}
        >
          {column.title}
        </Checkbox>
      ))}
      <Button size="small" onClick={onReset}>
        {t('assets.list.columns.reset')}
      </Button>
    </Flex>
  );

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={t('assets.list.columns.title')}
      content={content}
    >
      <Button ref={button} icon={<SettingOutlined aria-hidden />} aria-expanded={open}>
        {t('assets.list.columns.button')}
      </Button>
    </Popover>
  );
}
