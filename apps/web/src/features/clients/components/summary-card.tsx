import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface SummaryCardProps {
  title: string;
  children: ReactNode;
}

export function SummaryCard({ title, children }: SummaryCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} component="section" aria-label={title}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h2">
          {title}
        </Typography>
        <Typography variant="h6" component="div">
          {children}
        </Typography>
      </CardContent>
    </Card>
  );
}
