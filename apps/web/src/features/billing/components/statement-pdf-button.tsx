import Button from '@mui/material/Button';
import type { Statement } from '@client-admin/contracts/billing-statements';
import { STATEMENT_KIND_LABELS } from '@client-admin/domain/billing/statements/statement-constants';
import { useDownloadStatementPdf } from '../api/download-statement-pdf';
import { periodLabel } from '../utils/statement-labels';

/** Downloads one statement's PDF; a failure is told by the section (onError). */
export function StatementPdfButton({
  statement,
  onError,
}: {
  statement: Statement;
  onError: (error: unknown) => void;
}) {
  const download = useDownloadStatementPdf();
  return (
    <Button
      size="small"
      disabled={download.isPending}
      onClick={() => download.mutate(statement, { onError })}
      aria-label={`Download PDF of the ${STATEMENT_KIND_LABELS[statement.kind].toLowerCase()} statement ${periodLabel(statement)}`}
    >
      Download PDF
    </Button>
  );
}
