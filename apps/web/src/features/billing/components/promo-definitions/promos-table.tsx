import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PromoItem } from '@client-admin/contracts/billing-money';
import {
  isBuiltInPromo,
  PROMO_DEFINITION_MESSAGES as D,
} from '@client-admin/domain/billing/promo-definitions';
import { RecordCard, RecordCardList } from '../../../../components/record-card';
import { ScrollCue } from '../../../../components/scroll-cue';
import { useScreenClass } from '../../../../lib/use-screen-class';
import { visuallyHidden } from '../../../../lib/visually-hidden';
import { promoAmountLabel } from '../../utils/promo-amount';

interface PromosTableProps {
  promos: readonly PromoItem[];
  /** Staff who may change promos: a defined promo gets an Edit button. */
  onEdit?: ((promo: PromoItem) => void) | undefined;
}

/** Built in (fixed) or defined by staff, and the Edit button of a defined one. */
function PromoKind({ promo, onEdit }: { promo: PromoItem; onEdit: PromosTableProps['onEdit'] }) {
  if (isBuiltInPromo(promo.code)) {
    return (
      <Chip
        size="small"
        variant="outlined"
        label={
          <>
            {D.builtIn}
            <Box component="span" sx={visuallyHidden}>
              : cannot be changed
            </Box>
          </>
        }
      />
    );
  }
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
      <Chip size="small" color="primary" variant="outlined" label="Defined" />
      {onEdit && (
        <Button size="small" onClick={() => onEdit(promo)} aria-label={`Edit promo ${promo.code}`}>
          Edit
        </Button>
      )}
    </Stack>
  );
}

/** Every promo: a table, or cards at 500 px and below. */
export function PromosTable({ promos, onEdit }: PromosTableProps) {
  const narrow = useScreenClass('xs');
  if (narrow) {
    return (
      <RecordCardList label="Promos">
        {promos.map((promo) => (
          <RecordCard
            key={promo.code}
            title={promo.code}
            actions={<PromoKind promo={promo} onEdit={onEdit} />}
            fields={[
              { label: 'Name', value: promo.name },
              { label: 'Amount', value: promoAmountLabel(promo.amount) },
            ]}
          />
        ))}
      </RecordCardList>
    );
  }
  return (
    <ScrollCue label="Promos">
      <Table size="small" aria-label="Promos">
        <TableHead>
          <TableRow>
            <TableCell>Code</TableCell>
            <TableCell>Name</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Kind</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {promos.map((promo) => (
            <TableRow key={promo.code}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{promo.code}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{promo.name}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {promoAmountLabel(promo.amount)}
              </TableCell>
              <TableCell>
                <PromoKind promo={promo} onEdit={onEdit} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollCue>
  );
}
