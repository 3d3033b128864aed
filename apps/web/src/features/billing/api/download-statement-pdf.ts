import { useMutation } from '@tanstack/react-query';
import {
  billingStatementOperations,
  type Statement,
} from '@client-admin/contracts/billing-statements';
import { statementFileName } from '@client-admin/domain/billing/statements/statement-constants';
import { callBlob } from '../../../lib/call-api';
import { saveFile } from '../utils/save-file';

/** Fetches a statement's PDF and hands it to the browser as a download. */
export async function downloadStatementPdf(statement: Statement): Promise<void> {
  const pdf = await callBlob(billingStatementOperations.getStatementPdf, {
    params: { id: statement.clientId, statementId: statement.id },
  });
  saveFile(pdf, statementFileName(statement));
}

export function useDownloadStatementPdf() {
  return useMutation({ mutationFn: downloadStatementPdf });
}
