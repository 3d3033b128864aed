import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { Signup } from '@client-admin/contracts/signup';
import { SIGNUP_STEPS, type SignupStep } from '@client-admin/domain/signup/signup-steps';
import { stepErrors } from '../utils/signup-steps';

interface StepErrorsProps {
  validation: Signup['validationResult'] | null;
  step: SignupStep;
}

/**
 * What the server says a step still lacks (seed 002 §2: each step carries its own list of
 * errors); the Send Contract step lists every step's, each under its step's name.
 */
export function StepErrors({ validation, step }: StepErrorsProps) {
  const errors = stepErrors(validation, step);
  if (!validation) return null;
  if (errors.length === 0) {
    return (
      <Alert severity="success" variant="outlined">
        {step === 5 ? 'Every step is complete.' : 'This step is complete.'}
      </Alert>
    );
  }
  const showStep = step === 5;
  return (
    <Alert severity="warning" aria-label={`${SIGNUP_STEPS[step]}: errors`}>
      <AlertTitle>
        {errors.length === 1 ? '1 thing to fix' : `${errors.length} things to fix`}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {errors.map((error) => (
          <li key={`${error.step}|${error.code}|${error.message}`}>
            {showStep ? `${SIGNUP_STEPS[error.step as SignupStep] ?? error.area}: ` : ''}
            {error.message}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
