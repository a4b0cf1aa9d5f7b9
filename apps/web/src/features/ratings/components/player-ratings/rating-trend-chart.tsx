import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';

export interface TrendDatum {
  date: string;
  global: number;
}

/** The global rating per report over time (small line chart). Lazy, with the radar's chunk. */
export default function RatingTrendChart({ data, seriesLabel }: { data: TrendDatum[]; seriesLabel: string }) {
  return (
    <LineChart
      h={160}
      data={data}
      dataKey="date"
      series={[{ name: 'global', label: seriesLabel, color: 'pitch.6' }]}
      yAxisProps={{ domain: [1, 10], ticks: [1, 4, 7, 10], width: 24 }}
      curveType="monotone"
      withDots
      gridAxis="y"
      lineProps={{ isAnimationActive: false }}
      // Hidden from assistive technology where it is shown: no focusable surface inside aria-hidden.
      lineChartProps={{ accessibilityLayer: false }}
    />
  );
}
