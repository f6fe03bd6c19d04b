import type { DataWidget } from '@depot/shared';
import { Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { renderDataWidget } from '../widgets/registry';

const noop = () => undefined;

/** How a field looks on the canvas: its label and a disabled copy of the widget. */
export function WidgetPreview({ widget }: { widget: Exclude<DataWidget, { kind: 'table' }> }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={4}>
      <Typography.Text>
        {widget.required && <Typography.Text type="danger">* </Typography.Text>}
        {widget.label || t(`form.kinds.${widget.kind}`)}
        <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
          {widget.vModel}
        </Typography.Text>
      </Typography.Text>
      {widget.kind === 'richText' ? (
        // The editor's chunk is not worth loading for a picture of it.
        <div
          style={{
            height: Math.min(widget.height, 120),
            border: `1px dashed ${token.colorBorder}`,
            borderRadius: token.borderRadius,
          }}
        />
      ) : (
        <div inert>
          {renderDataWidget(widget, { value: widget.defaultValue, onChange: noop, disabled: true })}
        </div>
      )}
    </Flex>
  );
}
