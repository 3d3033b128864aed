import Typography from '@mui/material/Typography';
import { MESSAGES } from '@client-admin/domain/messages';
import {
  STATEMENT_KIND_LABELS,
  STATEMENT_MESSAGES as M,
} from '@client-admin/domain/billing/statements/statement-constants';
import { formatDateTime } from '../../../lib/format';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useLastStatement } from '../api/get-last-statement';
import { periodLabel } from '../utils/statement-labels';

/** "Last statement: <when written> (<kind>, <period>)", or that there is none yet. */
export function LastStatementLine({ clientId }: { clientId: number }) {
  const last = useLastStatement(clientId);
  // Seed 002 §8: a billing read that fails shows a generic toast and empty data.
  useFailureToast(last.isError, MESSAGES.requestFailed);
  const statement = last.isError ? null : (last.data?.statement ?? null);
  return (
    <Typography variant="body2" data-testid="last-statement">
      {last.isPending
        ? 'Loading the last statement'
        : statement
          ? `Last statement: ${formatDateTime(statement.createDate)} (${STATEMENT_KIND_LABELS[statement.kind]}, ${periodLabel(statement)})`
          : M.noLastStatement}
    </Typography>
  );
}
