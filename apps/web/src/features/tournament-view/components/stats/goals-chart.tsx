import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export interface GoalsDatum {
  game: string;
  goals: number;
}

/** Goals per game as bars (lazy: the charts library stays out of the view's first chunk, decision 242). */
export default function GoalsChart({ data, seriesLabel }: { data: GoalsDatum[]; seriesLabel: string }) {
  return (
    <BarChart
      h={200}
      data={data}
      dataKey="game"
      series={[{ name: 'goals', label: seriesLabel, color: 'teal.6' }]}
      yAxisProps={{ allowDecimals: false, width: 24 }}
      xAxisProps={{ tick: false }}
      gridAxis="y"
      barProps={{ isAnimationActive: false }}
      // Hidden from assistive technology where it is shown: no focusable surface inside aria-hidden.
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
