import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { MailMessage } from '@client-admin/contracts/mail';
import { formatDateTime } from '../../../lib/format';
import { MailBody } from './mail-body';

export function MailMessageItem({ message }: { message: MailMessage }) {
  return (
    <Accordion disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 2 }}
          sx={{ width: '100%', minWidth: 0 }}
        >
          <Typography sx={{ fontWeight: 500, flex: 2, overflowWrap: 'anywhere' }}>
            {message.subject}
          </Typography>
          <Typography color="text.secondary" sx={{ flex: 1.5, overflowWrap: 'anywhere' }}>
            {message.to}
          </Typography>
          <Typography color="text.secondary" sx={{ flex: 1, whiteSpace: 'nowrap' }}>
            {formatDateTime(message.createdAt)}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <MailBody text={message.text} />
      </AccordionDetails>
    </Accordion>
  );
}
