import { ProgressBar } from '../../../../components/progress-bar';
import text from '../../../../components/plain/text.module.css';
import { CountStat } from './count-stat';

interface ProductChannelStatProps {
  label: string;
  total: number;
  active: number;
}

/** One product's channel count with a bar of how many of them are active. */
export function ProductChannelStat({ label, total, active }: ProductChannelStatProps) {
  const summary = `${active} of ${total} active`;
  return (
    <CountStat label={label} count={total}>
      <ProgressBar
        label={`${label} channels active`}
        value={total === 0 ? 0 : (active / total) * 100}
        valueText={summary}
        color="success"
        height={8}
      />
      <p className={`${text.body2} ${text.secondary}`}>{summary}</p>
    </CountStat>
  );
}
