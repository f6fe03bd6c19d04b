import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { PAD_HEIGHT, PAD_WIDTH, type Point, type Stroke } from '../lib/signature-png';

export interface SignatureCanvasProps {
  strokes: readonly Stroke[];
  onChange: (strokes: Stroke[]) => void;
  disabled?: boolean;
  className?: string;
  style?: CSSProperties;
  /** Its accessible name and description (what to draw, and that a keyboard cannot). */
  'aria-labelledby'?: string;
  'aria-label'?: string;
  'aria-description'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

const path = (stroke: Stroke) =>
  stroke.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join('');

/**
 * Where a signature is drawn: pointer events, so a finger, a stylus and a mouse all work; the
 * strokes are kept in the pad's own units (PAD_WIDTH × PAD_HEIGHT, the box keeps that shape at
 * any width) and shown as SVG paths. The pickup certificate's page and a work order's finish
 * both draw on it; `signaturePng` (lib/signature-png) turns the strokes into the PNG sent.
 */
export function SignatureCanvas({
  strokes,
  onChange,
  disabled,
  className,
  style,
  ...aria
}: SignatureCanvasProps) {
  // The stroke being drawn: kept in a ref for the handlers (moves come faster than renders),
  // and in state to be shown.
  const current = useRef<Point[] | null>(null);
  const [drawing, setDrawing] = useState<Point[] | null>(null);

  const at = (event: PointerEvent<SVGSVGElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    const scaleX = rect.width ? PAD_WIDTH / rect.width : 1;
    const scaleY = rect.height ? PAD_HEIGHT / rect.height : 1;
    const clamp = (v: number, max: number) => Math.min(max, Math.max(0, v));
    return {
      x: clamp((event.clientX - rect.left) * scaleX, PAD_WIDTH),
      y: clamp((event.clientY - rect.top) * scaleY, PAD_HEIGHT),
    };
  };

  const start = (event: PointerEvent<SVGSVGElement>) => {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    // Moves outside the box still belong to this stroke (a pointer the browser does not
    // track cannot be captured: the stroke is drawn all the same).
    try {
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {
      // not capturable
    }
    current.current = [at(event)];
    setDrawing(current.current);
  };
  const move = (event: PointerEvent<SVGSVGElement>) => {
    if (!current.current) return;
    current.current = [...current.current, at(event)];
    setDrawing(current.current);
  };
  const end = () => {
    const stroke = current.current;
    if (!stroke) return;
    current.current = null;
    setDrawing(null);
    onChange([...strokes, stroke]);
  };

  const all = drawing ? [...strokes, drawing] : strokes;
  return (
    <svg
      className={className}
      style={style}
      data-invalid={aria['aria-invalid'] ? '' : undefined}
      viewBox={`0 0 ${PAD_WIDTH} ${PAD_HEIGHT}`}
      role="img"
      {...aria}
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      onLostPointerCapture={end}
    >
      {all.map((stroke, i) =>
        stroke.length === 1 ? (
          <circle key={i} cx={stroke[0]!.x} cy={stroke[0]!.y} r={2.5} />
        ) : (
          <path key={i} d={path(stroke)} />
        ),
      )}
    </svg>
  );
}
