import '@mantine/charts/styles.css';
import { RadarChart } from '@mantine/charts';

/** One axis: the skill's name and one value per series key (`p0` the card's player, `p1`, `p2` compared ones). */
export type SkillRadarDatum = { skill: string } & Record<string, number | string>;

export interface SkillRadarSeries {
  key: string;
  label: string;
  color: string;
}

interface SkillRadarChartProps {
  data: SkillRadarDatum[];
  series: SkillRadarSeries[];
  /** Small screens: smaller labels and radius, so all 21 fit at 360 px. */
  narrow?: boolean;
}

interface AngleTickProps {
  x?: number | string;
  y?: number | string;
  cx?: number;
  cy?: number;
  payload?: { value?: unknown };
  fontSize: number;
}

/**
 * An axis label laid along its spoke, like a sun ray (docs/product/ratings.md): 21
 * horizontal labels overlap at the top and bottom of a small radar
 * ("Heading/Stamina/Strength"); rays only touch at their inner ends. Labels
 * on the left half are turned the other way round so none reads upside down.
 */
function AngleTick({ x = 0, y = 0, cx = 0, cy = 0, payload, fontSize }: AngleTickProps) {
  const px = Number(x);
  const py = Number(y);
  const degrees = (Math.atan2(py - cy, px - cx) * 180) / Math.PI;
  const leftHalf = degrees > 90 || degrees < -90;
  const rotation = leftHalf ? degrees + 180 : degrees;
  return (
    <text
      x={px}
      y={py}
      dy="0.35em"
      dx={leftHalf ? -4 : 4}
      textAnchor={leftHalf ? 'end' : 'start'}
      transform={`rotate(${rotation} ${px} ${py})`}
      fontSize={fontSize}
      fill="var(--chart-text-color, var(--mantine-color-dimmed))"
    >
      {String(payload?.value ?? '')}
    </text>
  );
}

/**
 * The radar of the averages per skill, 0–10, for the card's player and up to
 * two compared ones. Its own chunk: recharts is large and only the card needs
 * it (decision 242). No radius numbers: they sat on the data; the rings are
 * at 2, 4, 6, 8, 10 and the list beside the chart has the values.
 */
export default function SkillRadarChart({ data, series, narrow = false }: SkillRadarChartProps) {
  const fontSize = narrow ? 9 : 11;
  return (
    <RadarChart
      h={narrow ? 320 : 400}
      data={data}
      dataKey="skill"
      series={series.map(({ key, label, color }, index) => ({
        name: key,
        label,
        color,
        opacity: index === 0 ? 0.35 : 0.15,
      }))}
      // The axis fixes the scale at 0–10 for every player; its numbers and line stay hidden.
      withPolarRadiusAxis
      polarRadiusAxisProps={{ domain: [0, 10], tickCount: 6, tick: false, axisLine: false }}
      polarAngleAxisProps={{
        tick: (props: Omit<AngleTickProps, 'fontSize'>) => <AngleTick {...props} fontSize={fontSize} />,
      }}
      withDots={series.length === 1}
      withTooltip
      withLegend={series.length > 1}
      // The chart is hidden from assistive technology (the list beside it says the same), so Recharts'
      // keyboard layer (a focusable surface) would be a focus stop inside aria-hidden.
      radarChartProps={{ outerRadius: narrow ? '50%' : '62%', accessibilityLayer: false }}
      // Printing re-lays the page out; no animation keeps the polygon in place.
      radarProps={{ isAnimationActive: false }}
    />
  );
}
