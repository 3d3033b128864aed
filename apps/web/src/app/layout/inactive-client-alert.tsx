import { useState } from 'react';
import Alert from '@mui/material/Alert';
import ButtonBase from '@mui/material/ButtonBase';
import type { Client } from '@client-admin/contracts/clients';
import { MESSAGES } from '@client-admin/domain/messages';
import { ReactivationDialog } from './reactivation-dialog';

/**
 * Seed 000 §2.2, §2.4: an inactive client (never staff) is offered self-service reactivation: the
 * dialog opens by itself when the portal opens for the client, and the alert opens it again.
 */
export default function InactiveClientAlert({ client }: { client: Client }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2, p: 0 }}>
        <ButtonBase
          onClick={() => setOpen(true)}
          sx={{ textAlign: 'left', font: 'inherit', py: 1, pr: 2, textDecoration: 'underline' }}
        >
          {MESSAGES.clientInactive}
        </ButtonBase>
      </Alert>
      {open && (
        <ReactivationDialog
          clientId={client.id}
          name={client.firstName || client.fullName}
          isEligible={client.reactivationInfo.isEligibleForReactivation}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
