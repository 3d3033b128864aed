import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type StatusTone = 'ok' | 'warning' | 'error';

const COLORS = { ok: 'success', warning: 'warning', error: 'error' } as const;

interface Props {
  title: string;
  status: string;
  tone: StatusTone;
  children?: ReactNode;
}

/** One part of the system: its name, its status and a few facts. */
export function StatusCard({ title, status, tone, children }: Props) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          <Chip size="small" color={COLORS[tone]} label={status} />
        </Stack>
        <Stack spacing={0.5}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

export function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Typography variant="body2">
      <Typography component="span" variant="body2" color="text.secondary">
        {label}:
      </Typography>{' '}
      {value}
    </Typography>
  );
}
