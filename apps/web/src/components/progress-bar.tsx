import Box from '@mui/material/Box';
import { alpha, keyframes, type Theme } from '@mui/material/styles';

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

interface ProgressBarProps {
  /** What is loading or measured, for screen readers. */
  label: string;
  /** 0 to 100 for a measure; absent while something loads (the bar sweeps). */
  value?: number;
  valueText?: string;
  color?: 'primary' | 'secondary' | 'success';
  height?: number;
}

/**
 * A thin progress bar. The first screens draw theirs with this instead of MUI's LinearProgress,
 * whose code would add to every first load (decision 0026); the deeper pages keep MUI's.
 */
export function ProgressBar({
  label,
  value,
  valueText,
  color = 'primary',
  height = 4,
}: ProgressBarProps) {
  const measured = value !== undefined;
  const filled = measured ? Math.min(100, Math.max(0, value)) : 40;
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={measured ? 0 : undefined}
      aria-valuemax={measured ? 100 : undefined}
      aria-valuenow={measured ? Math.round(filled) : undefined}
      aria-valuetext={valueText}
      sx={{
        height,
        overflow: 'hidden',
        borderRadius: measured ? 1 : 0,
        bgcolor: (theme: Theme) => alpha(theme.palette[color].main, 0.25),
      }}
    >
      <Box
        sx={{
          width: `${filled}%`,
          height: '100%',
          bgcolor: `${color}.main`,
          ...(measured
            ? {}
            : {
                animation: `${sweep} 1.2s ease-in-out infinite`,
                '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
              }),
        }}
      />
    </Box>
  );
}
