import { useId, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  REACTIVATION_PRODUCTS,
  type BeginReactivationAnswer,
  type ReactivationStep,
} from '@client-admin/contracts/reactivation';
import { depositFieldNames } from '@client-admin/domain/reactivation/deposit-rules';
import { REACTIVATION_MESSAGES as M } from '@client-admin/domain/reactivation/reactivation-messages';
import { errorMessage } from '../../../lib/error-message';
import { formatPrice } from '../../../lib/format-price';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useScreenClass } from '../../../lib/use-screen-class';
import { addReactivationLog } from '../api/add-reactivation-log';
import { useBeginReactivation } from '../api/begin-reactivation';
import { useClientChannels } from '../api/get-client-channels';
import { usePaymentInfo } from '../api/get-payment-info';
import { hideReactivation } from '../reactivation-flag';
import { ChannelSelectionStep } from './channel-selection-step';
import { addressErrors, ConfirmAddressStep, type AddressValues } from './confirm-address-step';
import {
  depositErrors,
  PaymentStep,
  type DepositValues,
  type PaymentProduct,
} from './payment-step';

export interface ReactivationDialogProps {
  clientId: number;
  /** The client's first name, for the welcome. */
  name: string;
  isEligible: boolean;
  onClose: () => void;
  /**
   * The add-card step's card form (composed in app/ from the billing feature), starting from the
   * address just confirmed; `onDone` is called when the form closes, added or not.
   */
  renderAddCard: (
    onDone: () => void,
    address: { address1: string; city: string; state: string; zip: string },
  ) => ReactNode;
}

/** Where a person is in the three steps that ask something of them; the card form is step 3's. */
const STEP_NUMBER: Partial<Record<ReactivationStep, number>> = {
  channelSelection: 1,
  confirmAddress: 2,
  payment: 3,
  addCard: 3,
};
const STEP_COUNT = 3;

const EMPTY_ADDRESS: AddressValues = { address1: '', address2: '', city: '', state: '', zip: '' };

/** The width by screen class (seed 000 §2.4): 100% on xs, 75% on md, otherwise 50%. */
function useDialogWidth(): string {
  const xs = useScreenClass('xs');
  const md = useScreenClass('md');
  return xs ? '100%' : md ? '75%' : '50%';
}

/**
 * The self-service reactivation dialog (seed 000 §2.4, §4): welcome or ineligible, channel
 * selection, address, payment, add card, then success or failure. It closes only through its
 * own buttons, never by a click outside or Escape.
 */
export function ReactivationDialog({
  clientId,
  name,
  isEligible,
  onClose,
  renderAddCard,
}: ReactivationDialogProps) {
  const titleId = useId();
  const width = useDialogWidth();
  const [step, setStep] = useState<ReactivationStep>(isEligible ? 'welcome' : 'ineligible');
  const channels = useClientChannels(clientId);
  const info = usePaymentInfo(clientId);
  const begin = useBeginReactivation();
  const keyFor = useIdempotencyKey();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [address, setAddress] = useState<AddressValues | null>(null);
  const [addressTouched, setAddressTouched] = useState<ReadonlySet<keyof AddressValues>>(new Set());
  const [deposits, setDeposits] = useState<DepositValues>({});
  const [depositTouched, setDepositTouched] = useState<ReadonlySet<string>>(new Set());
  const [cardsBefore, setCardsBefore] = useState<number[]>([]);
  const [result, setResult] = useState<BeginReactivationAnswer | null>(null);
  const [failure, setFailure] = useState('');

  const go = (next: ReactivationStep) => {
    setStep(next);
    if (next !== 'welcome' && next !== 'ineligible') {
      addReactivationLog({ clientId, step: next });
    }
  };

  // The address step starts from the client's address on file.
  const addressValues =
    address ?? (info.data ? { ...EMPTY_ADDRESS, ...info.data.address } : EMPTY_ADDRESS);
  const addressProblems = addressErrors(addressValues);

  const products: PaymentProduct[] = useMemo(
    () =>
      REACTIVATION_PRODUCTS.map((p) => ({
        productType: p.productType,
        name: p.name,
        channelCount: (channels.data ?? []).filter(
          (c) => c.productTypeId === p.productType && selected.has(c.id),
        ).length,
      })).filter((p) => p.channelCount > 0),
    [channels.data, selected],
  );
  const isCardBilling = info.data?.isCardBilling ?? true;
  const depositValid = Object.keys(depositErrors(products, deposits, isCardBilling)).length === 0;

  // Entering the payment step: each product's method starts at the card it is charged to.
  const enterPayment = () => {
    if (info.data) {
      const next = { ...deposits };
      for (const p of products) {
        const names = depositFieldNames(p.name);
        const own = info.data.products.find((x) => x.productType === p.productType);
        if (next[names.paymentId] === undefined) {
          next[names.paymentId] = own?.paymentId ? String(own.paymentId) : '';
        }
        next[names.amount] ??= '';
      }
      setDeposits(next);
    }
    go('payment');
  };

  // Back from the card form: a card added there becomes every product's method.
  const afterAddCard = () => {
    void info.refetch().then(({ data }) => {
      const added = (data?.cards ?? [])
        .map((c) => c.paymentId)
        .filter((id) => !cardsBefore.includes(id));
      if (added.length > 0) {
        const newest = String(Math.max(...added));
        setDeposits((values) => {
          const next = { ...values };
          for (const p of products) next[depositFieldNames(p.name).paymentId] = newest;
          return next;
        });
      }
    });
    go('payment');
  };

  const reactivate = () => {
    const body = {
      clientId,
      address: addressValues,
      products: products.map((p) => {
        const names = depositFieldNames(p.name);
        return {
          productType: p.productType,
          cardId: isCardBilling ? Number(deposits[names.paymentId]) : null,
          depositAmount: isCardBilling ? Number(deposits[names.amount]) : null,
          channelIds: (channels.data ?? [])
            .filter((c) => c.productTypeId === p.productType && selected.has(c.id))
            .map((c) => c.id),
        };
      }),
    };
    begin.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (answer.isReactivated) {
            hideReactivation(clientId);
            go('success');
          } else {
            setFailure(M.reactivateFailed(answer.status));
            go('failure');
          }
        },
        onError: (error) => {
          setFailure(M.reactivateFailed(errorMessage(error)));
          go('failure');
        },
      },
    );
  };

  const close = () => {
    if (step === 'success') {
      window.location.reload();
      return;
    }
    onClose();
  };

  const title: Record<ReactivationStep, string> = {
    welcome: 'Welcome back',
    ineligible: 'Reactivation',
    channelSelection: 'Select the channels to reactivate',
    confirmAddress: M.confirmAddressTitle,
    payment: isCardBilling ? M.paymentTitleCard : M.paymentTitleNonCard,
    addCard: M.addCardTitle,
    success: M.successTitle,
    failure: M.failureTitle,
  };

  const loading = channels.isPending || info.isPending;
  const loadError = info.isError
    ? M.paymentInfoFailed(errorMessage(info.error))
    : channels.isError
      ? 'Failed to get channels.'
      : null;

  let content: ReactNode;
  let actions: ReactNode;
  switch (step) {
    case 'welcome':
      content = <Typography>{M.welcome(name)}</Typography>;
      actions = (
        <Button variant="contained" onClick={() => go('channelSelection')}>
          {M.reactivateMembership}
        </Button>
      );
      break;
    case 'ineligible':
      content = <Typography>{M.ineligible}</Typography>;
      actions = <Button onClick={close}>Close</Button>;
      break;
    case 'channelSelection':
      content = loading ? (
        <CircularProgress aria-label="Loading channels" />
      ) : (
        <ChannelSelectionStep
          clientId={clientId}
          channels={channels.data ?? []}
          selected={selected}
          onToggle={(id) =>
            setSelected((s) => {
              const next = new Set(s);
              if (next.has(id)) next.delete(id);
              else next.add(id);
              return next;
            })
          }
        />
      );
      actions = (
        <Button
          variant="contained"
          disabled={selected.size === 0 || loading}
          onClick={() => go('confirmAddress')}
        >
          Next
        </Button>
      );
      break;
    case 'confirmAddress':
      content = (
        <ConfirmAddressStep
          values={addressValues}
          touched={addressTouched}
          errors={addressProblems}
          onChange={(field, value) => setAddress({ ...addressValues, [field]: value })}
          onTouch={(field) => setAddressTouched((s) => new Set(s).add(field))}
        />
      );
      actions = (
        <>
          <Button onClick={() => go('channelSelection')}>Back</Button>
          <Button
            variant="contained"
            disabled={Object.keys(addressProblems).length > 0 || !info.data}
            onClick={enterPayment}
          >
            Next
          </Button>
        </>
      );
      break;
    case 'payment':
      content = info.data && (
        <PaymentStep
          info={info.data}
          products={products}
          values={deposits}
          touched={depositTouched}
          onChange={(field, value) => setDeposits((v) => ({ ...v, [field]: value }))}
          onTouch={(field) => setDepositTouched((s) => new Set(s).add(field))}
        />
      );
      actions = (
        <>
          <Button onClick={() => go('confirmAddress')} disabled={begin.isPending}>
            Back
          </Button>
          {isCardBilling && (
            <Button
              onClick={() => {
                setCardsBefore((info.data?.cards ?? []).map((c) => c.paymentId));
                go('addCard');
              }}
              disabled={begin.isPending}
            >
              Add New Credit Card
            </Button>
          )}
          <Button
            variant="contained"
            disabled={!depositValid || begin.isPending}
            onClick={reactivate}
          >
            {begin.isPending ? 'Processing…' : 'Reactivate Now'}
          </Button>
        </>
      );
      break;
    case 'addCard':
      content = (
        <>
          <Typography>Enter the new card in the card form.</Typography>
          {renderAddCard(afterAddCard, addressValues)}
        </>
      );
      actions = <Button onClick={() => go('payment')}>Back</Button>;
      break;
    case 'success':
      content = (
        <Box>
          <Typography>Your membership is active again.</Typography>
          {result?.products.map((p) => (
            <Typography key={p.productType}>
              {`${REACTIVATION_PRODUCTS.find((x) => x.productType === p.productType)?.name} balance: ${formatPrice(p.balance)}`}
            </Typography>
          ))}
        </Box>
      );
      actions = (
        <Button variant="contained" onClick={close}>
          Close
        </Button>
      );
      break;
    case 'failure':
      content = <Alert severity="error">{failure}</Alert>;
      actions = (
        <Button
          variant="contained"
          onClick={() => {
            begin.reset();
            go('channelSelection');
          }}
        >
          Retry
        </Button>
      );
      break;
  }

  return (
    <Dialog
      open
      onClose={() => undefined}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width, maxWidth: 'none', m: width === '100%' ? 0 : 4 } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title[step]}
      </DialogTitle>
      {STEP_NUMBER[step] && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 3, mt: -1.5 }}>
          {`Step ${STEP_NUMBER[step]} of ${STEP_COUNT}`}
        </Typography>
      )}
      <IconButton
        aria-label="Close reactivation"
        onClick={close}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <span aria-hidden>×</span>
      </IconButton>
      <DialogContent>
        {loadError && step !== 'welcome' && step !== 'ineligible' ? (
          <Alert severity="error">{loadError}</Alert>
        ) : (
          content
        )}
      </DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
