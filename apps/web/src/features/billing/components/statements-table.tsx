import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Statement } from '@client-admin/contracts/billing-statements';
import { PRODUCT_NAMES, PRODUCT_TYPES } from '@client-admin/domain/billing/billing-constants';
import { STATEMENT_KIND_LABELS } from '@client-admin/domain/billing/statements/statement-constants';
import { formatDateTime } from '../../../lib/format';
import { formatPrice } from '../../../lib/format-price';
import { ActionsHeaderCell } from '../../../lib/table/actions-header-cell';
import { RecordCard, RecordCardList } from '../../../components/record-card';
import { useScreenClass } from '../../../lib/use-screen-class';
import { closingOf, periodLabel } from '../utils/statement-labels';
import { StatementPdfButton } from './statement-pdf-button';
import { ScrollCue } from '../../../components/scroll-cue';

interface StatementsTableProps {
  statements: readonly Statement[];
  onDownloadError: (error: unknown) => void;
}

const closing = (statement: Statement, productType: number) => {
  const dollars = closingOf(statement, productType);
  return dollars === null ? '' : formatPrice(dollars);
};

/** The statements: period, kind, when written, closing balance per product, and the PDF. */
export function StatementsTable({ statements, onDownloadError }: StatementsTableProps) {
  const narrow = useScreenClass('xs');
  const pdf = (statement: Statement) => (
    <StatementPdfButton statement={statement} onError={onDownloadError} />
  );

  if (narrow) {
    return (
      <RecordCardList label="Statements">
        {statements.map((statement) => (
          <RecordCard
            key={statement.id}
            title={`${periodLabel(statement)} · ${STATEMENT_KIND_LABELS[statement.kind]}`}
            actions={pdf(statement)}
            fields={[
              { label: 'Written', value: formatDateTime(statement.createDate) },
              ...PRODUCT_TYPES.map((productType) => ({
                label: `${PRODUCT_NAMES[productType]} closing`,
                value: closing(statement, productType),
              })),
            ]}
          />
        ))}
      </RecordCardList>
    );
  }
  return (
    <ScrollCue label="Statements">
      <Table size="small" aria-label="Statements">
        <TableHead>
          <TableRow>
            <TableCell>Period</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>Written</TableCell>
            {PRODUCT_TYPES.map((productType) => (
              <TableCell key={productType} align="right">
                {PRODUCT_NAMES[productType]} closing
              </TableCell>
            ))}
            <ActionsHeaderCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {statements.map((statement) => (
            <TableRow key={statement.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{periodLabel(statement)}</TableCell>
              <TableCell>{STATEMENT_KIND_LABELS[statement.kind]}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(statement.createDate)}
              </TableCell>
              {PRODUCT_TYPES.map((productType) => (
                <TableCell key={productType} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {closing(statement, productType)}
                </TableCell>
              ))}
              <TableCell>{pdf(statement)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollCue>
  );
}
