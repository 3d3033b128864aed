import { z } from 'zod';
import { denyCreditBody } from '@client-admin/contracts/credits';
import { decisionProblems } from '@client-admin/domain/credits/credit-decision';

const FIELD_OF = { denialReason: 'reason', denialDescription: 'description' } as const;

/**
 * The deny dialog's fields read as a denial: a reason and a description are both needed
 * (seed 002 §5, the domain's rule and messages), then the contract's denyCredit body.
 */
export const denialForm = z
  .object({ reason: z.string(), description: z.string() })
  .superRefine((values, ctx) => {
    const decision = {
      isApproved: false,
      denialReason: values.reason,
      denialDescription: values.description,
    };
    for (const problem of decisionProblems(decision)) {
      ctx.addIssue({ code: 'custom', path: [FIELD_OF[problem.field]], message: problem.message });
    }
  })
  .pipe(denyCreditBody);
export type Denial = z.output<typeof denialForm>;
