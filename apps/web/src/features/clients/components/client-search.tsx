import { useEffect, useId, useState } from 'react';
import { clientSearchMatch } from '@client-admin/domain/client-search';
import { DEBOUNCE_MS } from '@client-admin/domain/constants';
import type { ClientSearchQuery } from '@client-admin/contracts/clients';
import { Alert } from '../../../components/plain/alert';
import { SearchIcon } from '../../../components/plain/icons';
import { OutlinedField } from '../../../components/plain/outlined-field';
import { Switch } from '../../../components/plain/switch';
import { useSearchClients } from '../api/search-clients';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useScreenClass } from '../../../lib/use-screen-class';
import { errorMessage } from '../../../lib/error-message';
import { nextSortBy } from '../utils/search-sort';
import { ClientSearchCards } from './client-search-cards';
import { ClientSearchPagination } from './client-search-pagination';
import { ClientSearchSortSelect } from './client-search-sort-select';
import { ClientSearchTable } from './client-search-table';
import styles from './client-search.module.css';

interface ClientSearchProps {
  search: ClientSearchQuery;
  onSearchChange: (patch: Partial<ClientSearchQuery>) => void;
  onOpen: (clientId: number) => void;
}

export function ClientSearch({ search, onSearchChange, onOpen }: ClientSearchProps) {
  const [text, setText] = useState(search.q);
  const debouncedText = useDebouncedValue(text, DEBOUNCE_MS);
  const { data, isFetching, error } = useSearchClients(search);
  const xs = useScreenClass('xs');
  const hintId = useId();
  const wordStart = text.trim() !== '' && clientSearchMatch(text) === 'word-start';
  // No pager before the first page arrives: drawn above the rows still to come, it would jump
  // down when they do (a layout shift).
  const pager = (data !== undefined || error !== null) && (
    <ClientSearchPagination
      compact={xs}
      totalRecords={error ? 0 : (data?.metaData.totalRecords ?? 0)}
      totalIsLowerBound={!error && data?.metaData.totalIsLowerBound === true}
      page={search.page}
      pageSize={search.pageSize}
      onPageChange={(page, pageSize) => onSearchChange({ page, pageSize })}
    />
  );
  const results = {
    rows: error ? [] : (data?.items ?? []),
    loading: isFetching,
    failed: error !== null,
    pager,
    onOpen,
  };

  useEffect(() => {
    if (debouncedText !== search.q) onSearchChange({ q: debouncedText, page: 1 });
    // Only a new typed value starts a new search; URL changes must not echo back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedText]);

  return (
    <div className={styles.search}>
      <div className={styles.controls}>
        <OutlinedField
          className={styles.field}
          label="Search clients"
          placeholder="ID, name, e-mail, phone or agency"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          startIcon={<SearchIcon />}
          aria-describedby={wordStart ? hintId : undefined}
        />
        <div className={styles.switch}>
          <Switch
            label="Include cancelled"
            checked={search.includeCancel}
            onChange={(checked) => onSearchChange({ includeCancel: checked, page: 1 })}
          />
        </div>
        {xs && (
          <ClientSearchSortSelect
            sortBy={search.sortBy}
            onSortByChange={(sortBy) => onSearchChange({ sortBy, page: 1 })}
          />
        )}
      </div>
      {wordStart && (
        <p id={hintId} className={styles.hint}>
          One or two characters find the words that start with them; type a third to search
          anywhere.
        </p>
      )}
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      {xs ? (
        <ClientSearchCards {...results} />
      ) : (
        <ClientSearchTable
          {...results}
          sortBy={search.sortBy}
          onSort={(field) => onSearchChange({ sortBy: nextSortBy(search.sortBy, field), page: 1 })}
        />
      )}
    </div>
  );
}
