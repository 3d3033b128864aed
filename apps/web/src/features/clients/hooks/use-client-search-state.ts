import { useCallback } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import {
  SEARCH_DEFAULT_PAGE,
  SEARCH_DEFAULT_PAGE_SIZE,
  SEARCH_MAX_PAGE_SIZE,
} from '@client-admin/domain/constants';
import type { ClientSearchQuery } from '@client-admin/contracts/clients';
import { DEFAULT_SORT_BY } from '../utils/search-sort';

const positiveInt = (value: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/** Reads the search from the URL, tolerating hand-edited or stale values. */
export function parseClientSearch(search: Record<string, unknown>): ClientSearchQuery {
  return {
    q: search.q === undefined || search.q === null ? '' : String(search.q),
    page: positiveInt(search.page, SEARCH_DEFAULT_PAGE),
    pageSize: positiveInt(search.pageSize, SEARCH_DEFAULT_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE),
    sortBy: typeof search.sortBy === 'string' && search.sortBy ? search.sortBy : DEFAULT_SORT_BY,
    includeCancel: search.includeCancel === true || search.includeCancel === 'true',
  };
}

/** Only values that differ from the defaults go into the URL, so a fresh search stays clean. */
function toUrlSearch(params: ClientSearchQuery): Record<string, unknown> {
  const url: Record<string, unknown> = {};
  if (params.q) url.q = params.q;
  if (params.page !== SEARCH_DEFAULT_PAGE) url.page = params.page;
  if (params.pageSize !== SEARCH_DEFAULT_PAGE_SIZE) url.pageSize = params.pageSize;
  if (params.sortBy !== DEFAULT_SORT_BY) url.sortBy = params.sortBy;
  if (params.includeCancel) url.includeCancel = true;
  return url;
}

/** The dashboard search kept in the URL, so reload and back keep it. */
export function useClientSearchState() {
  const search = parseClientSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const serialized = JSON.stringify(search);

  const update = useCallback(
    (patch: Partial<ClientSearchQuery>) => {
      const next = { ...(JSON.parse(serialized) as ClientSearchQuery), ...patch };
      // The route tree does not declare this page's search params, so the typed navigate is bypassed.
      void navigate({ to: '.', search: toUrlSearch(next), replace: true } as never);
    },
    [navigate, serialized],
  );

  return [search, update] as const;
}
