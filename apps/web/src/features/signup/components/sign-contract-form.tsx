import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm, type Path } from 'react-hook-form';
import type { ContractInfo, SignContractAnswer } from '@client-admin/contracts/signup';
import { parseExpiration } from '@client-admin/domain/billing/cards/card-expiration';
import { cardNumberDigits } from '@client-admin/domain/billing/cards/card-form';
import { CARD_MESSAGES } from '@client-admin/domain/billing/cards/card-messages';
import { todayMonth } from '../../../components/expiration-fields';
import { FormTextField } from '../../../lib/form/form-text-field';
import { formatDate } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { useSignContract } from '../api/sign-contract';
import { signFailure } from '../utils/signup-failure';
import {
  blankSignForm,
  signFormField,
  signFormResolver,
  type SignFormValues,
} from '../utils/sign-form';
import { todayInNewYork } from '../utils/signup-form-values';
import { CardFields } from './card-fields';
import type { CardVaultParts, VaultMessage } from './signup-parts';

interface SignContractFormProps {
  token: string;
  info: ContractInfo;
  vault: CardVaultParts;
  onSigned: (answer: SignContractAnswer) => void;
}

interface Refusal {
  message: string;
  messages: VaultMessage[];
}

/**
 * The signature (seed 002 §4, ESIGN/UETA): the signer's typed full name and initials, consent to
 * sign electronically, and the card when the deposits are charged at signing. It names the
 * document it was shown (its SHA-256): a contract changed since is refused.
 */
export function SignContractForm({ token, info, vault, onSigned }: SignContractFormProps) {
  const chargeCard = info.clientIO.chargeCard;
  // The signer has no login: the vault's public settings come with the contract.
  const settings = info.vault;
  const sign = useSignContract();
  const [tokenizing, setTokenizing] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { control, handleSubmit, setError } = useForm<SignFormValues>({
    resolver: signFormResolver(chargeCard, todayMonth()),
    defaultValues: blankSignForm(),
    mode: 'onTouched',
  });
  const busy = tokenizing || sign.isPending;

  const cardToken = async (values: SignFormValues) => {
    const expiration = parseExpiration(values.card.expiration)!;
    setTokenizing(true);
    try {
      const outcome = await vault.tokenizeCard(settings, {
        cardNumber: cardNumberDigits(values.card.cardNumber)!,
        month: String(expiration.monthExpires).padStart(2, '0'),
        year: String(expiration.yearExpires),
        zip: values.card.zip.trim(),
        fullName: `${values.card.firstName} ${values.card.lastName}`.trim(),
      });
      if (!outcome.ok) {
        setRefusal({ message: CARD_MESSAGES.addFailed, messages: outcome.messages });
        return null;
      }
      return { ...expiration, opaqueData: outcome.opaqueData };
    } catch {
      setRefusal({ message: CARD_MESSAGES.addFailed, messages: [] });
      return null;
    } finally {
      setTokenizing(false);
    }
  };

  const refused = (error: unknown) => {
    let placed = 0;
    if (error instanceof ApiError && error.status === 400) {
      for (const [path, message] of Object.entries(error.errors ?? {})) {
        const field = signFormField(path);
        if (!field) continue;
        setError(
          field as Path<SignFormValues>,
          { type: 'server', message },
          { shouldFocus: placed === 0 },
        );
        placed += 1;
      }
    }
    if (placed === 0) setRefusal({ message: signFailure(error), messages: [] });
  };

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    let card = null;
    if (chargeCard) {
      const token = await cardToken(values);
      if (!token) return;
      const { firstName, lastName, companyName, address1, city, state, zip } = values.card;
      card = { firstName, lastName, companyName, address1, city, state, zip, ...token };
    }
    sign.mutate(
      {
        token,
        body: {
          approvalName: values.approvalName,
          initials: values.initials,
          consentToSignElectronically: true,
          documentSha256: info.documentSha256,
          card,
        },
      },
      { onSuccess: onSigned, onError: refused },
    );
  });

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="sign-heading"
      onSubmit={(event) => void onSubmit(event)}
    >
      <Stack spacing={3}>
        <Typography variant="h5" component="h2" id="sign-heading">
          Sign
        </Typography>
        {chargeCard && <CardFields control={control} disabled={busy} />}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <FormTextField
            control={control}
            name="approvalName"
            label="Full name"
            required
            autoComplete="name"
            disabled={busy}
          />
          <FormTextField
            control={control}
            name="initials"
            label="Initials"
            required
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: 10 } }}
          />
        </Box>
        <Typography variant="body2">Date: {formatDate(todayInNewYork())}</Typography>
        <Controller
          control={control}
          name="consentToSignElectronically"
          render={({ field, fieldState }) => (
            <FormControl error={!!fieldState.error} required>
              <FormControlLabel
                label="I agree to sign this contract electronically"
                control={
                  <Checkbox
                    name={field.name}
                    slotProps={{ input: { ref: field.ref } }}
                    checked={field.value}
                    onBlur={field.onBlur}
                    disabled={busy}
                    onChange={(_event, checked) => field.onChange(checked)}
                  />
                }
              />
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
        {refusal && (
          <Alert severity="error" role="alert">
            {refusal.message}
            {refusal.messages.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {refusal.messages.map((m) => (
                  <li key={`${m.code}|${m.text}`}>
                    {m.code}: {m.text}
                  </li>
                ))}
              </Box>
            )}
          </Alert>
        )}
        <Stack direction="row">
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Signing…' : 'Sign Contract'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
