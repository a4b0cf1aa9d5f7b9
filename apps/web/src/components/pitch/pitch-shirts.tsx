import { toOklab, parseHexColour, type Position } from '@touchline/core';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { usePlayerFormat } from '../../lib/player-format';
import { fromSvg, stepped, toSvg } from './pitch-geometry';

export interface PitchShirt {
  /** Stable key of the slot (its index is fine: slots are an ordered list). */
  key: string;
  position: Position;
  x: number;
  y: number;
  backNumber: number | null;
  /** Shown under the shirt; null for an empty slot (the position is shown instead). */
  name: string | null;
}

interface PitchShirtsProps {
  shirts: readonly PitchShirt[];
  shirtColour: string;
  shortsColour: string;
  /** Moves a shirt (drag or arrow keys); omitted = read only. */
  onMove?: (index: number, point: { x: number; y: number }) => void;
  /** The accessible name of one shirt ('#9 Max Muster, CS'). */
  describe: (shirt: PitchShirt) => string;
  /** Called after a keyboard move or a drop, for the page's aria-live region (`LiveRegion`). */
  onMoved?: (shirt: PitchShirt, point: { x: number; y: number }) => void;
}

/** Black or white, whichever reads better on `colour` (OKLab lightness). */
function inkOn(colour: string): string {
  const rgb = parseHexColour(colour);
  return rgb && toOklab(rgb)[0] > 0.65 ? '#000000' : '#ffffff';
}

/** A shirt outline 6 m wide centred on (0, 0), sleeves included. */
const SHIRT_PATH =
  'M -1.4 -3 L -3 -2.4 L -3.6 -0.6 L -2.3 -0.2 L -2.2 2.4 L 2.2 2.4 L 2.3 -0.2 L 3.6 -0.6 L 3 -2.4 L 1.4 -3 Q 0 -2 -1.4 -3 Z';

/**
 * The players of a formation or line-up as shirts in the club's colours, with back number and name.
 *
 * Moving is accessible three ways (decision 303): a mouse or a finger drags a shirt (pointer events
 * with pointer capture, so one code path serves both, and `touch-action: none` on the shirt keeps the
 * page from scrolling under the finger); every shirt is focusable (Tab) and the arrow keys move it
 * by 1 % of the pitch (Shift: 5 %); `onMoved` lets the page announce each move in its aria-live region.
 */
export function PitchShirts({ shirts, shirtColour, shortsColour, onMove, describe, onMoved }: PitchShirtsProps) {
  const dragging = useRef<{ index: number; pointerId: number; moved: boolean } | null>(null);
  const ink = inkOn(shirtColour);
  const { positionShort } = usePlayerFormat();

  const pointFromEvent = (event: PointerEvent<SVGGElement>) => {
    const svg = event.currentTarget.ownerSVGElement;
    const matrix = svg?.getScreenCTM();
    if (!svg || !matrix) return null;
    const local = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return fromSvg(local.x, local.y);
  };

  const onPointerDown = (index: number) => (event: PointerEvent<SVGGElement>) => {
    if (!onMove || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    dragging.current = { index, pointerId: event.pointerId, moved: false };
  };
  const onPointerMove = (index: number) => (event: PointerEvent<SVGGElement>) => {
    const drag = dragging.current;
    if (!onMove || !drag || drag.index !== index || drag.pointerId !== event.pointerId) return;
    const point = pointFromEvent(event);
    if (!point) return;
    drag.moved = true;
    onMove(index, point);
  };
  const onPointerUp = (index: number) => (event: PointerEvent<SVGGElement>) => {
    const drag = dragging.current;
    if (!drag || drag.index !== index) return;
    dragging.current = null;
    const point = pointFromEvent(event);
    if (drag.moved && point) onMoved?.(shirts[index]!, point);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<SVGGElement>) => {
    if (!onMove) return;
    const shirt = shirts[index]!;
    const next = stepped(shirt, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onMove(index, next);
    onMoved?.(shirt, next);
  };

  return (
    <>
      {shirts.map((shirt, index) => {
        const { cx, cy } = toSvg(shirt);
        return (
          <g
            key={shirt.key}
            transform={`translate(${cx} ${cy})`}
            tabIndex={onMove ? 0 : undefined}
            role={onMove ? 'button' : 'img'}
            aria-label={describe(shirt)}
            aria-roledescription={onMove ? 'draggable' : undefined}
            data-testid="pitch-shirt"
            data-position={shirt.position}
            data-x={shirt.x}
            data-y={shirt.y}
            style={onMove ? { cursor: 'grab', touchAction: 'none', outline: 'none' } : undefined}
            onPointerDown={onPointerDown(index)}
            onPointerMove={onPointerMove(index)}
            onPointerUp={onPointerUp(index)}
            onPointerCancel={onPointerUp(index)}
            onKeyDown={onKeyDown(index)}
            className="pitch-shirt"
          >
            {/* A larger invisible target: at least 44 px on a 360 px phone. */}
            <circle r={5} fill="transparent" />
            <rect
              x={-2.2}
              y={2.4}
              width={4.4}
              height={1.8}
              rx={0.3}
              fill={shortsColour}
              stroke="#00000055"
              strokeWidth={0.15}
            />
            <path
              d={SHIRT_PATH}
              fill={shirt.name ? shirtColour : `${shirtColour}80`}
              stroke="#00000066"
              strokeWidth={0.2}
            />
            <text
              y={1.2}
              textAnchor="middle"
              fontSize={2.6}
              fontWeight={700}
              fill={ink}
              fontFamily="system-ui, sans-serif"
            >
              {shirt.backNumber ?? positionShort(shirt.position)}
            </text>
            <text
              y={6.4}
              textAnchor="middle"
              fontSize={2.2}
              fill="#ffffff"
              stroke="#00000099"
              strokeWidth={0.5}
              paintOrder="stroke"
              fontFamily="system-ui, sans-serif"
            >
              {shirt.name ?? positionShort(shirt.position)}
            </text>
            <circle
              className="pitch-shirt-focus"
              data-screen-only
              r={4.6}
              fill="none"
              stroke="#ffeb3b"
              strokeWidth={0.5}
            />
          </g>
        );
      })}
    </>
  );
}
