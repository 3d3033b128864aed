import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from '@tanstack/react-router';
import type { ContractInfo, SignContractAnswer } from '@client-admin/contracts/signup';
import { formatDateTime } from '../../../lib/format';
import { useSignContractInfo } from '../api/get-sign-contract';
import { SignContractForm } from '../components/sign-contract-form';
import type { CardVaultParts } from '../components/signup-parts';
import { SignupSummary } from '../components/signup-summary';
import { contractLoadFailure } from '../utils/signup-failure';
import { toFormValues } from '../utils/signup-form-values';

function ThankYou({ answer, info }: { answer: SignContractAnswer; info: ContractInfo }) {
  return (
    <Stack spacing={2} role="status" aria-labelledby="thank-you-heading">
      <Typography variant="h4" component="h1" id="thank-you-heading">
        Thank you for signing
      </Typography>
      <Typography>Your contract is signed and your account is made. {answer.message}</Typography>
      {answer.passwordLink ? (
        <>
          <Typography>Set a password for {info.login.email} to sign in to your account.</Typography>
          <Box>
            <Button variant="contained" href={answer.passwordLink}>
              Set your password
            </Button>
          </Box>
        </>
      ) : (
        <Typography>Sign in with your login, {info.login.email}, to see your account.</Typography>
      )}
    </Stack>
  );
}

function Contract({
  token,
  info,
  vault,
  onSigned,
}: {
  token: string;
  info: ContractInfo;
  vault: CardVaultParts;
  onSigned: (answer: SignContractAnswer) => void;
}) {
  const names = new Map(info.clientIO.clientQuoteTypes.map((c) => [c.key, c.name]));
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          Your contract
        </Typography>
        <Typography color="text.secondary">
          {info.clientIO.client.fullName || 'Your agency'}: please read the contract, then sign it
          below. This link expires {formatDateTime(info.expiresAt)}.
        </Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <SignupSummary
          fields={toFormValues(info.clientIO)}
          channelName={(channel) => names.get(channel.key) ?? channel.channel.quoteType}
          promoName={null}
          level={2}
        />
      </Paper>
      <Paper
        component="section"
        aria-labelledby="terms-heading"
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 } }}
      >
        <Typography variant="h5" component="h2" id="terms-heading" sx={{ mb: 1 }}>
          Terms
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
          {info.terms.map((line, index) => (
            <Typography component="li" key={index} variant="body2">
              {line}
            </Typography>
          ))}
        </Box>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 2, overflowWrap: 'anywhere' }}
        >
          Document SHA-256: {info.documentSha256}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <SignContractForm token={token} info={info} vault={vault} onSigned={onSigned} />
      </Paper>
    </Stack>
  );
}

/**
 * /signup/sign-contract/{token} (no login, seed 002 §2): the client reads the contract its link
 * shows and signs it; signing makes the account.
 */
export default function SignContractPage({ vault }: { vault: CardVaultParts }) {
  const { ioId: token = '' }: { ioId?: string } = useParams({ strict: false });
  const info = useSignContractInfo(token);
  const [signed, setSigned] = useState<SignContractAnswer | null>(null);

  let body;
  if (signed && info.data) body = <ThankYou answer={signed} info={info.data} />;
  else if (info.isPending) {
    body = (
      <Stack spacing={2}>
        <LinearProgress aria-label="Loading the contract" />
        <Typography role="status">Loading your contract…</Typography>
      </Stack>
    );
  } else if (info.isError) {
    body = (
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          Your contract
        </Typography>
        <Alert severity="error">{contractLoadFailure(info.error)}</Alert>
      </Stack>
    );
  } else {
    body = <Contract token={token} info={info.data} vault={vault} onSigned={setSigned} />;
  }

  return <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 960, mx: 'auto' }}>{body}</Box>;
}
