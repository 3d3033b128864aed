import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface RecordField {
  label: string;
  value: ReactNode;
}

interface RecordCardProps {
  title: ReactNode;
  /** Buttons beside the title, e.g. the row's edit button. */
  actions?: ReactNode;
  fields: RecordField[];
  /** Opens the record when the card is clicked; the title should be the keyboard way in. */
  onOpen?: () => void;
}

/** One table row as a card, for lists of 500 px and below (seed 000 §9 screen classes). */
export function RecordCard({ title, actions, fields, onOpen }: RecordCardProps) {
  return (
    <Paper
      component="li"
      variant="outlined"
      onClick={onOpen}
      sx={{ p: 1.5, listStyle: 'none', cursor: onOpen ? 'pointer' : undefined, minWidth: 0 }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 0.5 }}
      >
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere', fontWeight: 600 }}>{title}</Box>
        {actions}
      </Stack>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        {fields.map((field) => (
          <Box key={field.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {field.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {field.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** The list the cards go in. */
export function RecordCardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" spacing={1} aria-label={label} sx={{ p: 0, m: 0 }}>
      {children}
    </Stack>
  );
}
