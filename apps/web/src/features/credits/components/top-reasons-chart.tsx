import { BarChart } from '@mui/x-charts/BarChart';
import type { TopReason } from '@client-admin/contracts/credits';
import { useScreenClass } from '../../../lib/use-screen-class';
import { reasonLabel } from './top-reasons-table';

const BAR_HEIGHT = 36;

/** The top reasons as horizontal bars (@mui/x-charts, in this lazy chunk only). */
export default function TopReasonsChart({ reasons }: { reasons: TopReason[] }) {
  const phone = useScreenClass('xs');
  return (
    <BarChart
      height={80 + reasons.length * BAR_HEIGHT}
      layout="horizontal"
      xAxis={[{ tickMinStep: 1 }]}
      yAxis={[{ scaleType: 'band', data: reasons.map(reasonLabel), width: phone ? 130 : 220 }]}
      series={[{ data: reasons.map((reason) => reason.count), label: 'Requests' }]}
    />
  );
}
