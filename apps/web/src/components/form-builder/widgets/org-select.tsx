import { ApartmentOutlined } from '@ant-design/icons';
import type { OrgNode, OrgTab, OrgValue } from '@depot/shared';
import { Button, Flex, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseOrgValue, toggleNode } from '../org-picker/org-nodes';
import { OrgPickerDialog } from '../org-picker/org-picker-dialog';
import { OrgTags } from '../org-picker/org-tags';
import { describedBy, type WidgetProps } from '../types';

/**
 * Organisation select (SPEC §3): the selected departments, roles, users and positions as
 * removable tags, in an input-like box or under a button (buttonType); the picker dialog
 * chooses them. The value is an object keyed by tab.
 */
export function OrgSelectWidget({
  value,
  onChange,
  widget,
  disabled,
  readOnly,
  ...rest
}: WidgetProps<OrgValue, 'orgSelect'>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const current = normaliseOrgValue(value, widget.tabs);
  const locked = disabled || widget.disabled || readOnly;
  const empty = Object.values(current).every((nodes) => nodes.length === 0);

  const remove = (tab: OrgTab, node: OrgNode) => {
    const next = toggleNode(current, tab, node, false);
    onChange?.(Object.values(next).some((nodes) => nodes.length > 0) ? next : undefined);
  };
  const trigger = (
    <Button
      id={rest.id}
      {...describedBy(rest)}
      // Inside a form the item's label names the button (through id); alone it says "choose".
      aria-label={rest['aria-label'] ?? (rest.id ? undefined : t('form.org.choose'))}
      title={t('form.org.choose')}
      icon={<ApartmentOutlined aria-hidden />}
      size={widget.buttonType === 'input' ? 'small' : undefined}
      type={widget.buttonType === 'input' ? 'text' : 'default'}
      onClick={() => setOpen(true)}
      disabled={locked}
    >
      {widget.buttonType === 'input' ? undefined : t('form.org.choose')}
    </Button>
  );
  const tags = <OrgTags value={current} onRemove={locked ? undefined : remove} />;

  return (
    <>
      {widget.buttonType === 'button' ? (
        <Flex vertical gap={8} align="flex-start">
          {!readOnly && trigger}
          {tags}
        </Flex>
      ) : (
        // The whole box opens the picker on a click (a tag's remove button keeps its own
        // click); keyboards reach it through the button at its end, named by the form label.
        <Flex
          align="center"
          gap={4}
          onClick={locked || readOnly ? undefined : () => setOpen(true)}
          style={{
            cursor: locked ? 'not-allowed' : readOnly ? undefined : 'pointer',
            minHeight: token.controlHeight,
            padding: `2px ${token.paddingXS}px`,
            border: `${token.lineWidth}px solid ${token.colorBorder}`,
            borderRadius: token.borderRadius,
            background: locked ? token.colorBgContainerDisabled : token.colorBgContainer,
          }}
        >
          <div style={{ flex: 1 }}>
            {empty ? (
              <Typography.Text type="secondary">
                {widget.placeholder ?? t('form.org.placeholder')}
              </Typography.Text>
            ) : (
              tags
            )}
          </div>
          {!readOnly && trigger}
        </Flex>
      )}
      {open && (
        <OrgPickerDialog
          widget={widget}
          value={current}
          onOk={(next) => {
            setOpen(false);
            onChange?.(Object.values(next).some((nodes) => nodes.length > 0) ? next : undefined);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
}
