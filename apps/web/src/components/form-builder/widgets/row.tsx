import type { FormWidget } from '@depot/shared';
import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import type { WidgetOf } from '../types';

const FULL_SPAN = 24;

export interface RowWidgetProps {
  widget: WidgetOf<'row'>;
  renderChild: (child: FormWidget) => ReactNode;
}

/** A layout row: its children side by side, each taking its span (of 24, default the full width). */
export function RowWidget({ widget, renderChild }: RowWidgetProps) {
  return (
    <Row gutter={widget.gutter ?? 16}>
      {widget.children.map((child, index) => (
        <Col key={'vModel' in child ? child.vModel : `row-${index}`} span={child.span ?? FULL_SPAN}>
          {renderChild(child)}
        </Col>
      ))}
    </Row>
  );
}
