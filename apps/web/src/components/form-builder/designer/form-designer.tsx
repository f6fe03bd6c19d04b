import type { FormDesign } from '@depot/shared';
import { Card, Col, Row } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '../renderer/form-renderer';
import { Canvas } from './canvas';
import { findWidget, stripKeys, withKeys } from './design-tree';
import { checkSnapshot, type CheckedDesign } from './design-problems';
import { DesignerDnd, type DropTarget } from './designer-dnd';
import { DesignerToolbar, type DesignerView } from './designer-toolbar';
import { JsonDialog } from './json-dialog';
import { Palette } from './palette';
import type { PaletteKind } from './palette-items';
import { PropertyPanel } from './property-panel';
import { useDesignHistory, type DesignSnapshot } from './use-design-history';
import { useDesignerActions } from './use-designer-actions';
import { useUndoShortcuts } from './use-undo-shortcuts';

export interface FormDesignerProps {
  /** The design to start from; remount (key) the designer to start over with another one. */
  initialDesign?: FormDesign;
  /** Page actions next to the toolbar (save), given the design as it stands. */
  renderActions?: (checked: CheckedDesign) => ReactNode;
}

function toSnapshot(design: FormDesign | undefined): DesignSnapshot {
  const { fields = [], ...settings } = design ?? { fields: [] };
  return { fields: withKeys(fields), settings };
}

/**
 * The form designer (SPEC §1): palette, canvas (drag and drop, or click to add), property
 * panel, live preview, JSON view and import, undo and redo.
 */
export function FormDesigner({ initialDesign, renderActions }: FormDesignerProps) {
  const { t } = useTranslation();
  const history = useDesignHistory(() => toSnapshot(initialDesign));
  const [selected, setSelected] = useState<string | null>(null);
  const [view, setView] = useState<DesignerView>('design');
  const [jsonOpen, setJsonOpen] = useState(false);
  const { present } = history;
  const actions = useDesignerActions(history.apply, selected, setSelected);
  const checked = useMemo(() => checkSnapshot(present, t), [present, t]);
  const problemKeys = useMemo(
    () => new Set(checked.problems.flatMap((p) => (p.key ? [p.key] : []))),
    [checked.problems],
  );
  useUndoShortcuts(history.undo, history.redo);
  const selectedWidget = selected ? findWidget(present.fields, selected) : undefined;
  const { add, move, copy, remove } = actions;
  const handlers = useMemo(
    () => ({ onSelect: setSelected, onCopy: copy, onDelete: remove }),
    [copy, remove],
  );
  const addByClick = useCallback((kind: PaletteKind) => void add(kind), [add]);
  const addByDrop = useCallback(
    (kind: PaletteKind, target: DropTarget) => void add(kind, target),
    [add],
  );

  return (
    <DesignerDnd fields={present.fields} onDropNew={addByDrop} onMove={move}>
      <Row gutter={12} wrap={false} style={{ alignItems: 'flex-start' }}>
        <Col flex="240px">
          <Card size="small" title={t('form.designer.palette')}>
            <Palette onAdd={addByClick} />
          </Card>
        </Col>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <Card
            size="small"
            title={
              <DesignerToolbar
                view={view}
                onView={setView}
                canUndo={history.canUndo}
                canRedo={history.canRedo}
                onUndo={history.undo}
                onRedo={history.redo}
                onClear={actions.clear}
                onJson={() => setJsonOpen(true)}
                problems={checked.problems}
                actions={renderActions?.(checked)}
              />
            }
          >
            {view === 'design' ? (
              <section aria-label={t('form.designer.canvas')}>
                <Canvas
                  fields={present.fields}
                  selectedKey={selected}
                  problemKeys={problemKeys}
                  handlers={handlers}
                />
              </section>
            ) : (
              checked.design && (
                <FormRenderer key={JSON.stringify(checked.design)} design={checked.design} />
              )
            )}
          </Card>
        </Col>
        <Col flex="320px">
          <Card size="small">
            <PropertyPanel
              widget={selectedWidget}
              snapshot={present}
              problems={checked.problems}
              setProp={actions.setProp}
              setSetting={actions.setSetting}
            />
          </Card>
        </Col>
      </Row>
      {jsonOpen && (
        <JsonDialog
          design={{ ...present.settings, fields: stripKeys(present.fields) }}
          onImport={(design) => {
            history.apply(() => toSnapshot(design));
            setSelected(null);
          }}
          onClose={() => setJsonOpen(false)}
        />
      )}
    </DesignerDnd>
  );
}
