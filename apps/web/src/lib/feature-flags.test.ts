import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyFeatureFlagOverrides,
  ensureFeatureFlags,
  FEATURE_FLAG_OVERRIDES_KEY,
  featureFlagOverrides,
  getFeatureFlags,
  resetFeatureFlagFailureToast,
  useFeatureFlags,
} from './feature-flags';
import { api } from './http';

const toastError = vi.fn();
vi.mock('./toast', () => ({ useToast: () => ({ error: toastError }) }));
vi.mock('./http', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

describe('feature flags', () => {
  beforeEach(() => {
    localStorage.clear();
    featureFlagOverrides.clear();
    resetFeatureFlagFailureToast();
    toastError.mockReset();
    apiMock.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('local overrides win over the server values', () => {
    expect(
      applyFeatureFlagOverrides(
        { TerritoryExpansion: true, CallCredits: false },
        { TerritoryExpansion: false, MedicareConsent: true },
      ),
    ).toEqual({ TerritoryExpansion: false, CallCredits: false, MedicareConsent: true });
    // Limited to the flags asked for.
    expect(
      applyFeatureFlagOverrides({ TerritoryExpansion: true }, { CallCredits: true }, [
        'TerritoryExpansion',
      ]),
    ).toEqual({ TerritoryExpansion: true });
  });

  it('keeps overrides in localStorage and removes them again', () => {
    featureFlagOverrides.set('TerritoryExpansion', false);
    expect(JSON.parse(localStorage.getItem(FEATURE_FLAG_OVERRIDES_KEY)!)).toEqual({
      TerritoryExpansion: false,
    });
    featureFlagOverrides.set('TerritoryExpansion', null);
    expect(localStorage.getItem(FEATURE_FLAG_OVERRIDES_KEY)).toBeNull();
    localStorage.setItem(
      FEATURE_FLAG_OVERRIDES_KEY,
      JSON.stringify({ CallCredits: true, Unknown: true, MedicareConsent: 'yes' }),
    );
    featureFlagOverrides.reload();
    expect(featureFlagOverrides.get()).toEqual({ CallCredits: true });
  });

  it('guards get the server answer with the overrides on top; the cache keeps the server answer', async () => {
    apiMock.mockResolvedValue({ TerritoryExpansion: true });
    const queryClient = new QueryClient();
    featureFlagOverrides.set('TerritoryExpansion', false);
    expect(await ensureFeatureFlags(queryClient, ['TerritoryExpansion'])).toEqual({
      TerritoryExpansion: false,
    });
    featureFlagOverrides.clear();
    expect(await ensureFeatureFlags(queryClient, ['TerritoryExpansion'])).toEqual({
      TerritoryExpansion: true,
    });
    expect(apiMock).toHaveBeenCalledTimes(1);
  });

  it('components re-render when an override changes', async () => {
    apiMock.mockResolvedValue({ TerritoryExpansion: true });
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { result } = renderHook(() => useFeatureFlags(['TerritoryExpansion']), { wrapper });
    await waitFor(() => expect(result.current.flags.TerritoryExpansion).toBe(true));
    act(() => featureFlagOverrides.set('TerritoryExpansion', false));
    expect(result.current.flags.TerritoryExpansion).toBe(false);
    expect(result.current.server.TerritoryExpansion).toBe(true);
  });

  it('a failure gives empty flags and one toast', async () => {
    apiMock.mockRejectedValue(new Error('boom'));
    expect(await getFeatureFlags(['TerritoryExpansion'])).toEqual({});
    expect(await getFeatureFlags()).toEqual({});
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('Failed to get feature flag');
  });
});
