import type { ReactNode, Ref } from 'react';
import classes from './pitch.module.css';
import { PITCH_LENGTH, PITCH_MARGIN, PITCH_WIDTH, VIEW_BOX } from './pitch-geometry';

const LINE = { fill: 'none', stroke: '#ffffff', strokeWidth: 0.25 } as const;
/** Laws of the Game distances in metres. */
const CIRCLE_RADIUS = 9.15;
const PENALTY_AREA = { width: 40.32, depth: 16.5 };
const GOAL_AREA = { width: 18.32, depth: 5.5 };
const PENALTY_SPOT = 11;
const GOAL_WIDTH = 7.32;

/** One end's boxes, spot, arc and goal; `top` mirrors it for the opponent's end. */
function End({ top }: { top: boolean }) {
  const line = top ? 0 : PITCH_LENGTH;
  const inwards = top ? 1 : -1;
  const box = (width: number, depth: number) => (
    <rect x={(PITCH_WIDTH - width) / 2} y={top ? 0 : PITCH_LENGTH - depth} width={width} height={depth} {...LINE} />
  );
  const spotY = line + inwards * PENALTY_SPOT;
  // The arc is the part of the 9.15 m circle round the spot outside the penalty area.
  const boxEdge = line + inwards * PENALTY_AREA.depth;
  const halfChord = Math.sqrt(CIRCLE_RADIUS ** 2 - (PENALTY_AREA.depth - PENALTY_SPOT) ** 2);
  return (
    <g>
      {box(PENALTY_AREA.width, PENALTY_AREA.depth)}
      {box(GOAL_AREA.width, GOAL_AREA.depth)}
      <circle cx={PITCH_WIDTH / 2} cy={spotY} r={0.25} fill="#ffffff" />
      <path
        d={`M ${PITCH_WIDTH / 2 - halfChord} ${boxEdge} A ${CIRCLE_RADIUS} ${CIRCLE_RADIUS} 0 0 ${top ? 0 : 1} ${PITCH_WIDTH / 2 + halfChord} ${boxEdge}`}
        {...LINE}
      />
      <rect x={(PITCH_WIDTH - GOAL_WIDTH) / 2} y={top ? -2 : PITCH_LENGTH} width={GOAL_WIDTH} height={2} {...LINE} />
    </g>
  );
}

/** Quarter circles of 1 m at the four corners. */
function Corners() {
  const r = 1;
  return (
    <g>
      <path d={`M ${r} 0 A ${r} ${r} 0 0 1 0 ${r}`} {...LINE} />
      <path d={`M ${PITCH_WIDTH - r} 0 A ${r} ${r} 0 0 0 ${PITCH_WIDTH} ${r}`} {...LINE} />
      <path d={`M 0 ${PITCH_LENGTH - r} A ${r} ${r} 0 0 1 ${r} ${PITCH_LENGTH}`} {...LINE} />
      <path d={`M ${PITCH_WIDTH} ${PITCH_LENGTH - r} A ${r} ${r} 0 0 0 ${PITCH_WIDTH - r} ${PITCH_LENGTH}`} {...LINE} />
    </g>
  );
}

interface PitchProps {
  /** The accessible name of the drawing ('Tactical map of FC Example: 4-3-3'). */
  label: string;
  children?: ReactNode;
  svgRef?: Ref<SVGSVGElement>;
  'data-testid'?: string;
}

/**
 * A football pitch in SVG at true proportions (105 × 68 m, one unit a metre, own goal at the bottom)
 * with the markings of the Laws of the Game. Colours are attributes, not CSS, so the drawing exports
 * to PNG as it looks (see export-png.ts).
 */
export function Pitch({ label, children, svgRef, 'data-testid': testId }: PitchProps) {
  return (
    <svg
      ref={svgRef}
      viewBox={VIEW_BOX}
      className={classes.pitch}
      role="group"
      aria-label={label}
      data-testid={testId}
      xmlns="http://www.w3.org/2000/svg"
      style={{ display: 'block', width: '100%', height: 'auto', maxHeight: '80vh', touchAction: 'pan-y' }}
    >
      <rect
        x={-PITCH_MARGIN}
        y={-PITCH_MARGIN}
        width={PITCH_WIDTH + 2 * PITCH_MARGIN}
        height={PITCH_LENGTH + 2 * PITCH_MARGIN}
        fill="#2e7d32"
      />
      {/* Mown stripes, 10.5 m each. */}
      {Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0 ? <rect key={i} x={0} y={i * 10.5} width={PITCH_WIDTH} height={10.5} fill="#388e3c" /> : null,
      )}
      <rect x={0} y={0} width={PITCH_WIDTH} height={PITCH_LENGTH} {...LINE} />
      <line x1={0} y1={PITCH_LENGTH / 2} x2={PITCH_WIDTH} y2={PITCH_LENGTH / 2} {...LINE} />
      <circle cx={PITCH_WIDTH / 2} cy={PITCH_LENGTH / 2} r={CIRCLE_RADIUS} {...LINE} />
      <circle cx={PITCH_WIDTH / 2} cy={PITCH_LENGTH / 2} r={0.3} fill="#ffffff" />
      <End top />
      <End top={false} />
      <Corners />
      {children}
    </svg>
  );
}
