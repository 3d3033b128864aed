import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useNavigate, useParams, useRouterState, useSearch } from '@tanstack/react-router';
import type { Signup } from '@client-admin/contracts/signup';
import { SIGNUP_MESSAGES as M } from '@client-admin/domain/signup/signup-messages';
import type { SignupStep } from '@client-admin/domain/signup/signup-steps';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { useToast } from '../../../lib/toast';
import { useCreateSignup } from '../api/create-signup';
import { useSignup } from '../api/get-signup';
import { signupKeys } from '../api/query-keys';
import { PendingSignupsSection } from '../components/pending-signups-section';
import { SignupEditor } from '../components/signup-editor';
import type { SignupEditorParts } from '../components/signup-parts';
import { saveFailure } from '../utils/signup-failure';
import { signupFromQuery } from '../utils/signup-form-values';
import { parseSignupSearch } from '../utils/signup-search';

const STATUS_LABELS: Record<Signup['status'], string> = {
  DRAFT: 'Draft',
  SENT: 'Contract sent',
  SIGNED: 'Signed',
};

const toId = (raw: string | undefined): number | null => {
  if (raw === undefined) return null;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : -1;
};

/** A progress bar while the signup loads, saves or the page moves; its place kept otherwise. */
function SignupProgress() {
  const fetching = useIsFetching({ queryKey: signupKeys.all() });
  const mutating = useIsMutating();
  const routing = useRouterState({ select: (state) => state.isLoading });
  const busy = fetching + mutating > 0 || routing;
  return <Box sx={{ height: 4 }}>{busy && <LinearProgress aria-label="Loading the signup" />}</Box>;
}

/**
 * /signup/{ioId?} (sales and staff, seed 002 §2): with an id, that signup's six steps; without
 * one, a blank signup and the pending signups; with an agency query, a signup made from it.
 */
export default function SignupPage({ parts }: { parts: SignupEditorParts }) {
  const toast = useToast();
  const navigate = useNavigate();
  const params: { ioId?: string } = useParams({ strict: false });
  const search = parseSignupSearch(useSearch({ strict: false }));
  const id = toId(params.ioId);
  const [step, setStep] = useState<SignupStep>(0);
  const signup = useSignup(id !== null && id > 0 ? id : null);
  const create = useCreateSignup();
  const fromQuery = id === null ? signupFromQuery(search) : null;
  const queryKey = fromQuery ? JSON.stringify(fromQuery) : null;
  const started = useRef<string | null>(null);
  const notFound =
    id === -1 ||
    (signup.isError && signup.error instanceof ApiError && signup.error.status === 404);

  // Seed 002 §2: a signup that no longer exists goes back to a blank one, saying so.
  useEffect(() => {
    if (!notFound) return;
    toast.error(M.expired);
    void navigate({ href: `${paths.signup()}?expired=1`, replace: true });
  }, [notFound, navigate, toast]);

  // An agency link: the signup is made from the query, then the page moves to its id.
  useEffect(() => {
    if (!fromQuery || queryKey === null || started.current === queryKey) return;
    started.current = queryKey;
    create.mutate(fromQuery, {
      onSuccess: (created) => void navigate({ href: paths.signup(created.id), replace: true }),
      onError: (error) => {
        toast.error(saveFailure(error));
        void navigate({ href: paths.signup(), replace: true });
      },
    });
  }, [fromQuery, queryKey, create, navigate, toast]);

  const onCreated = (created: Signup, nextStep: SignupStep) => {
    setStep(nextStep);
    void navigate({ href: paths.signup(created.id) });
  };
  const startBlank = () => {
    setStep(0);
    void navigate({ href: paths.signup() });
  };

  const loaded = id !== null && signup.data ? signup.data : null;
  let content;
  if (fromQuery) {
    content = <Typography role="status">Creating the signup from the agency link…</Typography>;
  } else if (id !== null && !loaded) {
    content =
      signup.isError && !notFound ? (
        <Alert
          severity="error"
          action={
            <Stack direction="row" sx={{ gap: 1 }}>
              <Button color="inherit" size="small" onClick={() => void signup.refetch()}>
                Try again
              </Button>
              <Button color="inherit" size="small" onClick={startBlank}>
                New signup
              </Button>
            </Stack>
          }
        >
          Failed to load signup {id}: {errorMessage(signup.error)}
        </Alert>
      ) : (
        <Typography role="status">Loading signup {params.ioId}…</Typography>
      );
  } else {
    content = (
      <SignupEditor
        key={loaded?.id ?? 'new'}
        signup={loaded}
        parts={parts}
        step={step}
        onStep={setStep}
        onCreated={onCreated}
      />
    );
  }

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 } }}>
      <SignupProgress />
      <Stack
        direction="row"
        sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h1">
            Signup IO
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary">
            {id !== null && id > 0 ? `Signup ${id}` : 'New signup'}
          </Typography>
          {loaded && <Chip label={STATUS_LABELS[loaded.status]} />}
        </Stack>
        {id !== null && (
          <Button variant="outlined" onClick={startBlank}>
            Start a new signup
          </Button>
        )}
      </Stack>
      {loaded && (
        <Typography variant="body2" color="text.secondary">
          By {loaded.salesPersonEmail}, last saved {formatDateTime(loaded.updatedAt)}
        </Typography>
      )}
      {id === null && search.expired && <Alert severity="warning">{M.expired}</Alert>}
      {content}
      {id === null && !fromQuery && <PendingSignupsSection />}
    </Stack>
  );
}
