import '@mantine/charts/styles.css';
import { RadarChart } from '@mantine/charts';

export interface SkillRadarDatum {
  skill: string;
  average: number;
}

interface SkillRadarChartProps {
  data: SkillRadarDatum[];
  seriesLabel: string;
  /** Small screens: a smaller radius leaves room for the 21 labels. */
  narrow?: boolean;
}

/**
 * The radar of the averages per skill, 0–10. Its own chunk: recharts is large
 * and only the card and the PDF preview need it (decision 242).
 */
export default function SkillRadarChart({ data, seriesLabel, narrow = false }: SkillRadarChartProps) {
  return (
    <RadarChart
      h={narrow ? 280 : 340}
      data={data}
      dataKey="skill"
      series={[{ name: 'average', label: seriesLabel, color: 'teal.6', opacity: 0.35 }]}
      withPolarRadiusAxis
      polarRadiusAxisProps={{ domain: [0, 10], tickCount: 6, angle: 90, tick: { fontSize: 10 } }}
      polarAngleAxisProps={{ tick: { fontSize: narrow ? 9 : 11 } }}
      withDots
      withTooltip
      radarChartProps={{ outerRadius: narrow ? '52%' : '70%' }}
      // Printing re-lays the page out; no animation keeps the polygon in place.
      radarProps={{ isAnimationActive: false }}
    />
  );
}
