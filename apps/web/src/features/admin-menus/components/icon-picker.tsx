import { CloseCircleOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, Popover, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_ICON_NAMES, MenuIconByName } from '../../../components/menu-icon';

/**
 * Chooses a menu icon from the ones the shell bundles (components/menu-icon.tsx), in a
 * searchable grid. The value is the kebab-case name the menu record stores.
 */
export function IconPicker({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const names = MENU_ICON_NAMES.filter((name) => name.includes(needle));
  const choose = (name: string | null) => {
    onChange?.(name);
    setOpen(false);
  };

  const grid = (
    <Flex vertical gap={8} style={{ width: 320 }}>
      <Input.Search
        aria-label={t('adminMenus.icon.search')}
        placeholder={t('adminMenus.icon.search')}
        allowClear
        autoFocus
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {names.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminMenus.icon.empty')} />
      ) : (
        <Flex wrap gap={4} role="listbox" aria-label={t('adminMenus.fields.icon')}>
          {names.map((name) => (
            <Tooltip key={name} title={name}>
              <Button
                role="option"
                aria-label={name}
                aria-selected={name === value}
                type={name === value ? 'primary' : 'text'}
                icon={<MenuIconByName name={name} />}
                onClick={() => choose(name)}
              />
            </Tooltip>
          ))}
        </Flex>
      )}
    </Flex>
  );

  return (
    <Flex gap={8} align="center">
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        content={grid}
        title={t('adminMenus.icon.choose')}
      >
        <Button id={id} icon={value ? <MenuIconByName name={value} /> : undefined}>
          {value || t('adminMenus.icon.choose')}
        </Button>
      </Popover>
      {value && (
        <Button
          type="text"
          aria-label={t('adminMenus.icon.clear')}
          icon={<CloseCircleOutlined aria-hidden />}
          onClick={() => choose(null)}
        />
      )}
    </Flex>
  );
}
