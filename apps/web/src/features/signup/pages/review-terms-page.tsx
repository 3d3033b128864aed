import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useParams } from '@tanstack/react-router';
import { TitledSection } from '../../../components/titled-section';
import { FactsList } from '../../../components/facts-list';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { useDownloadContract } from '../api/download-contract';
import { useSignedContract } from '../api/get-contract';
import type { DownloadParts } from '../components/signup-parts';

export const NO_SIGNED_CONTRACT = 'No signed contract for this client.';

/**
 * /review-terms/{clientId}: the client's signed contract, who signed it, when and from where,
 * the hash of the document signed, its terms, and its PDF.
 */
export default function ReviewTermsPage({ download }: { download: DownloadParts }) {
  const toast = useToast();
  const { clientId: raw = '' }: { clientId?: string } = useParams({ strict: false });
  const clientId = Number(raw);
  const contract = useSignedContract(clientId);
  const pdf = useDownloadContract(download.saveFile);
  const missing = contract.error instanceof ApiError && contract.error.status === 404;

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction="row"
        sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="h4" component="h1">
          Review terms
        </Typography>
        {contract.data && (
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            disabled={pdf.isPending}
            onClick={() =>
              pdf.mutate(clientId, {
                onError: (error) =>
                  toast.error(`Failed to download the contract: ${errorMessage(error)}`),
              })
            }
          >
            {pdf.isPending ? 'Downloading…' : 'Download PDF'}
          </Button>
        )}
      </Stack>
      {contract.isPending && <LinearProgress aria-label="Loading the signed contract" />}
      {missing && <Alert severity="info">{NO_SIGNED_CONTRACT}</Alert>}
      {contract.isError && !missing && (
        <Alert severity="error">
          Failed to get the signed contract: {errorMessage(contract.error)}
        </Alert>
      )}
      {contract.data && (
        <>
          <TitledSection title="Signature">
            <FactsList
              facts={[
                ['Signed by', `${contract.data.approvalName} (${contract.data.initials})`],
                ['Signed at', formatDateTime(contract.data.signedAt)],
                ['IP address', contract.data.clientIp],
                ['Signup', String(contract.data.signupId)],
                ['Document SHA-256', contract.data.documentSha256],
                ['PDF SHA-256', contract.data.pdfSha256],
              ]}
            />
          </TitledSection>
          <TitledSection title="Terms">
            {contract.data.terms.length === 0 ? (
              <Typography color="text.secondary">The contract has no terms lines.</Typography>
            ) : (
              <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
                {contract.data.terms.map((line, index) => (
                  <Typography component="li" key={index} variant="body2">
                    {line}
                  </Typography>
                ))}
              </Box>
            )}
          </TitledSection>
        </>
      )}
    </Stack>
  );
}
