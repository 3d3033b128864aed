import type { FeatureFlagAuditQuery } from '@client-admin/contracts/features';

/** Query keys of the feature flag admin; a change refreshes the flags and their audit. */
export const featureFlagAdminKeys = {
  all: ['feature-flags-admin'] as const,
  audits: (flag: string) => ['feature-flags-admin', flag, 'audit'] as const,
  audit: (flag: string, query: FeatureFlagAuditQuery) =>
    ['feature-flags-admin', flag, 'audit', query] as const,
};
