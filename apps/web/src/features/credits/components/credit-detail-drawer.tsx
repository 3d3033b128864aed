import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { LeadCreditDetail } from '@client-admin/contracts/credits';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import { PageLoading } from '../../../components/page-loading';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useScreenClass } from '../../../lib/use-screen-class';
import { useLeadCredit } from '../api/get-lead-credit';
import { creditFailure } from '../utils/credit-failure';
import { CreditFacts } from './credit-facts';

interface CreditDetailDrawerProps {
  /** The credit shown; null closes the drawer. */
  creditId: number | null;
  onClose: () => void;
  onDecide: (approve: boolean, credit: LeadCreditDetail) => void;
}

const HEADING_ID = 'credit-detail-heading';

/** A credit's detail beside the list on wide screens, over it (full width) below 1000 px. */
export function CreditDetailDrawer({ creditId, onClose, onDecide }: CreditDetailDrawerProps) {
  const narrow = useScreenClass('md');
  return (
    <Drawer
      anchor="right"
      open={creditId !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': HEADING_ID,
          sx: { width: narrow ? '100%' : 480 },
        },
      }}
    >
      {creditId !== null && (
        <CreditDetail creditId={creditId} onClose={onClose} onDecide={onDecide} />
      )}
    </Drawer>
  );
}

function CreditDetail({
  creditId,
  onClose,
  onDecide,
}: {
  creditId: number;
  onClose: () => void;
  onDecide: CreditDetailDrawerProps['onDecide'];
}) {
  const credit = useLeadCredit(creditId);
  const failure = credit.isError ? creditFailure(M.failedToLoadDetails, credit.error) : null;
  useFailureToast(failure !== null, failure ?? '');
  const pending = credit.data?.status === 'Pending';
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={HEADING_ID} variant="h6" component="h2">
          {`Credit request ${creditId}`}
        </Typography>
        <IconButton aria-label="Close the credit request" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {credit.isPending && <PageLoading label="Loading the credit request" />}
      {failure && <Alert severity="error">{failure}</Alert>}
      {credit.data && <CreditFacts credit={credit.data} />}
      {credit.data && pending && (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => onDecide(true, credit.data)}>
            Approve
          </Button>
          <Button variant="outlined" color="error" onClick={() => onDecide(false, credit.data)}>
            Deny
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
