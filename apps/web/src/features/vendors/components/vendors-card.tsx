import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { PageLoading } from '../../../components/page-loading';

interface VendorsCardProps<Row> {
  /** The heading's id, which names the card's region. */
  headingId: string;
  title: string;
  query: UseQueryResult<Row[]>;
  loadingLabel: string;
  /** The spec's message when the read fails, in the card and as a toast. */
  failureMessage: string;
  emptyText: string;
  children: (rows: Row[]) => ReactNode;
}

/** A card of the Vendors tab: its read's loading, failure, empty or loaded state. */
export function VendorsCard<Row>(props: VendorsCardProps<Row>) {
  const { headingId, title, query, loadingLabel, failureMessage, emptyText, children } = props;
  useFailureToast(query.isError, failureMessage);
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId} gutterBottom>
          {title}
        </Typography>
        {query.isPending ? (
          <PageLoading label={loadingLabel} />
        ) : query.isError ? (
          <Alert severity="error">{failureMessage}</Alert>
        ) : query.data.length === 0 ? (
          <Typography color="text.secondary">{emptyText}</Typography>
        ) : (
          children(query.data)
        )}
      </CardContent>
    </Card>
  );
}
