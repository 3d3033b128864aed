import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ParentProgram } from '@client-admin/contracts/signup';
import { FactsList } from '../../../components/facts-list';
import { errorMessage } from '../../../lib/error-message';
import { formatPrice } from '../../../lib/format-price';
import { useParentProgram, type ParentProgramKey } from '../api/get-parent-program';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Seed 002 §9: a percent subsidy shows as a percentage, otherwise a flat amount in dollars. */
const subsidy = (program: ParentProgram, value: number) =>
  program.sfSubsidyPercent ? `${value}%` : formatPrice(value);

function programFacts(program: ParentProgram): [string, string][] {
  const facts: [string, string][] = [
    ['Parent company', program.parentCompany],
    ['SF subsidy', yesNo(program.sfSubsidy)],
  ];
  if (program.sfSubsidy) {
    facts.push(
      ['Auto subsidy', subsidy(program, program.sfAutoSubsidy)],
      ['Home subsidy', subsidy(program, program.sfHomeSubsidy)],
      ['Auto + home subsidy', subsidy(program, program.sfAutoHomeSubsidy)],
      ['Auto + home plus subsidy', subsidy(program, program.sfAutoHomePlusSubsidy)],
      ['Renter subsidy', subsidy(program, program.sfRenterSubsidy)],
      ['Call subsidy', subsidy(program, program.sfCallSubsidy)],
      ['Tier', program.sfTier ?? ''],
      ['Subsidy state', program.sfState ?? ''],
    );
  }
  facts.push(
    ['Farmers BMP', yesNo(program.farmersBMP)],
    ['Farmers Folio', yesNo(program.farmersFolio)],
    ['Combined upload', yesNo(program.stateFarmCombinedUpload)],
  );
  return facts;
}

/** The parent company's special program for the agency (seed 002 §3), read only. */
export function ParentProgramFacts({ programKey }: { programKey: ParentProgramKey | null }) {
  const program = useParentProgram(programKey);
  return (
    <Stack component="section" aria-labelledby="parent-program-heading" spacing={1}>
      <Typography
        variant="subtitle1"
        component="h3"
        id="parent-program-heading"
        sx={{ fontWeight: 600 }}
      >
        Parent program
      </Typography>
      {!programKey && (
        <Typography variant="body2" color="text.secondary">
          Set the parent company and the agency e-mail to see the parent program.
        </Typography>
      )}
      {programKey && program.isPending && (
        <LinearProgress aria-label="Loading the parent program" />
      )}
      {program.isError && (
        <Alert severity="error">
          Failed to get the parent program: {errorMessage(program.error)}
        </Alert>
      )}
      {program.data && <FactsList facts={programFacts(program.data)} />}
    </Stack>
  );
}
