import { useSyncExternalStore } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { featureCalls } from '@client-admin/contracts/features.calls';
import { FEATURE_FLAG_MESSAGES } from '@client-admin/domain/app-shell-messages';
import { FEATURE_FLAGS, type FeatureFlagName } from '@client-admin/domain/feature-flag-rules';
import { callWithoutSchema } from './call-api';
import { checkContract } from './contract-check';
// Not a hook: useToast only hands back the module's toast functions (usable outside React).
import { useToast as getToast } from './toast';

export { FEATURE_FLAGS };
export type FeatureFlag = FeatureFlagName;
export type FeatureFlags = Partial<Record<FeatureFlag, boolean>>;

/** Query keys of the flags a screen reads; `all` refreshes every combination. */
export const featureFlagKeys = {
  all: ['feature-flags'] as const,
  forFlags: (flags: readonly FeatureFlag[] | undefined) =>
    ['feature-flags', flags ? [...flags].sort().join(',') : '*'] as const,
};

let failureShown = false;

/** Seed 000 §8: 'Failed to get feature flag' is shown once per page load, however many calls fail. */
function reportFailure(error: unknown) {
  console.error(FEATURE_FLAG_MESSAGES.failedToGet, error);
  if (failureShown) return;
  failureShown = true;
  getToast().error(FEATURE_FLAG_MESSAGES.failedToGet);
}

/** For tests: the next failure shows its toast again. */
export function resetFeatureFlagFailureToast(): void {
  failureShown = false;
}

/**
 * GET api/feature/flags?flags=... (no list: every flag), the server's answer only. On any failure
 * the flags are empty (seed 000 §7). The contract is checked in development (zod stays off the
 * first route in production).
 */
export async function getFeatureFlags(flags?: readonly FeatureFlag[]): Promise<FeatureFlags> {
  try {
    const answer = await callWithoutSchema(featureCalls.getFeatureFlags, {
      query: flags ? { flags: flags.join(',') } : {},
    });
    return await checkContract(answer, () =>
      import('@client-admin/contracts/features').then((m) => m.featureFlagsResponse),
    );
  } catch (error) {
    reportFailure(error);
    return {};
  }
}

/** The server's flags (without local overrides): the cache keeps what the server said. */
export const featureFlagsQueryOptions = (flags?: readonly FeatureFlag[]) => ({
  queryKey: featureFlagKeys.forFlags(flags),
  queryFn: () => getFeatureFlags(flags),
  staleTime: 5 * 60_000,
});

// --- Local overrides (developer tools, seed 000 §2.5): kept on this device only. ---

export const FEATURE_FLAG_OVERRIDES_KEY = 'client-admin.feature-flag-overrides';

const isFeatureFlag = (name: string): name is FeatureFlag =>
  (FEATURE_FLAGS as readonly string[]).includes(name);

function readOverrides(): FeatureFlags {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(FEATURE_FLAG_OVERRIDES_KEY) ?? '{}');
    if (typeof raw !== 'object' || raw === null) return {};
    return Object.fromEntries(
      Object.entries(raw).filter(
        (entry): entry is [FeatureFlag, boolean] =>
          isFeatureFlag(entry[0]) && typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    return {};
  }
}

let overrides: FeatureFlags = typeof localStorage === 'undefined' ? {} : readOverrides();
const listeners = new Set<() => void>();

function writeOverrides(next: FeatureFlags) {
  overrides = next;
  try {
    if (Object.keys(next).length === 0) localStorage.removeItem(FEATURE_FLAG_OVERRIDES_KEY);
    else localStorage.setItem(FEATURE_FLAG_OVERRIDES_KEY, JSON.stringify(next));
  } catch (error) {
    console.error('Could not store the feature flag overrides', error);
  }
  listeners.forEach((listener) => listener());
}

/** A developer's local flag values, applied over the server's answer. */
export const featureFlagOverrides = {
  get: (): FeatureFlags => overrides,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Sets a local value; null removes the override (the server's value applies again). */
  set(flag: FeatureFlag, value: boolean | null) {
    const next = { ...overrides };
    if (value === null) delete next[flag];
    else next[flag] = value;
    writeOverrides(next);
  },
  clear: () => writeOverrides({}),
  /** Reads localStorage again (tests, or another tab). */
  reload: () => writeOverrides(readOverrides()),
};

/** The flags the screens use: the server's answer with the local overrides on top. */
export function applyFeatureFlagOverrides(
  server: FeatureFlags,
  local: FeatureFlags = overrides,
  names?: readonly FeatureFlag[],
): FeatureFlags {
  const effective: FeatureFlags = { ...server };
  for (const [flag, value] of Object.entries(local) as [FeatureFlag, boolean][]) {
    if (!names || names.includes(flag)) effective[flag] = value;
  }
  return effective;
}

/** For route guards: the effective flags, fetched once and cached. */
export async function ensureFeatureFlags(
  queryClient: QueryClient,
  flags: readonly FeatureFlag[],
): Promise<FeatureFlags> {
  const server = await queryClient.ensureQueryData(featureFlagsQueryOptions(flags));
  return applyFeatureFlagOverrides(server, overrides, flags);
}

/**
 * The effective flags in a component; re-renders when the server answer or an override changes.
 * With enabled false nothing is asked (the server's part reads as empty).
 */
export function useFeatureFlags(
  flags?: readonly FeatureFlag[],
  { enabled = true }: { enabled?: boolean } = {},
): {
  flags: FeatureFlags;
  server: FeatureFlags;
  isLoading: boolean;
} {
  const query = useQuery({ ...featureFlagsQueryOptions(flags), enabled });
  const local = useSyncExternalStore(featureFlagOverrides.subscribe, featureFlagOverrides.get);
  const server = query.data ?? {};
  return {
    flags: applyFeatureFlagOverrides(server, local, flags),
    server,
    isLoading: query.isLoading,
  };
}
