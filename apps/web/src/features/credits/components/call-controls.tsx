import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { callCallerQuery } from '@client-admin/contracts/credits';
import { CREDIT_MESSAGES as M } from '@client-admin/domain/credits/credit-messages';
import { serverMessage } from '../../../lib/server-message';
import { useToast } from '../../../lib/toast';
import { useCallCaller } from '../api/call-caller';
import { useCallConsumer } from '../api/call-consumer';
import { isCallUp, useCallStatus } from '../api/get-call-status';
import { useHangUp } from '../api/hang-up';
import { useStoredPhone } from './use-stored-phone';

/**
 * The dialer's call: ring your own phone, then bridge it to the consumer, then hang up. The
 * status shown is your call's, then the consumer's once they are called; it is read every two
 * seconds while that call is up, and reads "unknown" when it cannot be read.
 */
export function CallControls({ consumerPhone }: { consumerPhone: string }) {
  const toast = useToast();
  const [phone, setPhone] = useStoredPhone();
  const [consumerCalled, setConsumerCalled] = useState(false);
  const own = phone.trim();
  const status = useCallStatus(consumerCalled ? consumerPhone : own);
  const callMe = useCallCaller();
  const callConsumer = useCallConsumer();
  const hangUp = useHangUp();
  const valid = callCallerQuery.safeParse({ callerPhoneNumber: own }).success;
  const up = isCallUp(status.data);
  const busy = callMe.isPending || callConsumer.isPending || hangUp.isPending;
  const pair = { fromPhoneNumber: own, toPhoneNumber: consumerPhone };
  const onError = (error: unknown) => toast.error(serverMessage(error) ?? M.dialerFailed);
  const shown = status.isError ? 'unknown' : (status.data?.status ?? 'no call');

  return (
    <Stack spacing={2}>
      <TextField
        label="Your phone"
        type="tel"
        autoComplete="tel"
        value={phone}
        disabled={up}
        onChange={(event) => setPhone(event.target.value)}
        helperText="10 digits or more; kept on this device"
        sx={{ maxWidth: 320 }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={!valid || up || busy}
          onClick={() => callMe.mutate(own, { onSuccess: () => setConsumerCalled(false), onError })}
        >
          Call me
        </Button>
        <Button
          variant="outlined"
          disabled={!valid || !up || busy}
          onClick={() =>
            callConsumer.mutate(pair, { onSuccess: () => setConsumerCalled(true), onError })
          }
        >
          Call consumer
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={!up || busy}
          onClick={() => hangUp.mutate(pair, { onError })}
        >
          Hang up
        </Button>
      </Stack>
      <Typography role="status" aria-live="polite" variant="body2">
        {`Call status: ${shown}`}
      </Typography>
    </Stack>
  );
}
