import { useDraggable } from '@dnd-kit/core';
import { Button, Flex, Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { KindIcon } from './kind-icons';
import { PALETTE, type PaletteKind } from './palette-items';

export const PALETTE_DRAG_PREFIX = 'palette:';

function PaletteButton({ kind, onAdd }: { kind: PaletteKind; onAdd: (kind: PaletteKind) => void }) {
  const { t } = useTranslation();
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: `${PALETTE_DRAG_PREFIX}${kind}`,
    data: { kind },
  });
  const label = t(`form.kinds.${kind}`);
  return (
    <Button
      ref={setNodeRef}
      // Pointer drags only: Enter and Space keep their meaning (click = add), so a keyboard
      // user adds widgets by clicking and orders them with the canvas handles.
      onPointerDown={(event) => listeners?.onPointerDown?.(event)}
      onClick={() => onAdd(kind)}
      aria-label={t('form.designer.add', { kind: label })}
      icon={<KindIcon kind={kind} />}
      style={{
        // As wide as the name needs, stretched to fill the line: two short names share a line,
        // a long one (English) takes its own rather than spilling over the canvas.
        flex: '1 1 auto',
        maxWidth: '100%',
        paddingInline: 8,
        justifyContent: 'flex-start',
        opacity: isDragging ? 0.5 : 1,
        touchAction: 'none',
      }}
    >
      {label}
    </Button>
  );
}

/** Every widget kind, by group: drag one onto the canvas, or click it to add it. */
export const Palette = memo(function Palette({ onAdd }: { onAdd: (kind: PaletteKind) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('form.designer.palette')}>
      <Flex vertical gap={12}>
        {PALETTE.map(({ group, kinds }) => (
          <section key={group} aria-label={t(`form.designer.groups.${group}`)}>
            <Typography.Text type="secondary">{t(`form.designer.groups.${group}`)}</Typography.Text>
            <Flex wrap gap={6} style={{ marginTop: 6 }}>
              {kinds.map((kind) => (
                <PaletteButton key={kind} kind={kind} onAdd={onAdd} />
              ))}
            </Flex>
          </section>
        ))}
      </Flex>
    </nav>
  );
});
