import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { normaliseZip } from '@client-admin/domain/territory/geo-codes';
import { ZipField } from './editor/zip-field';
import { useQuoteTypes } from '../api/get-quote-types';
import type { LookupSearch } from '../utils/lookup-search';

const PRODUCTS = [
  { id: 1, label: 'Web', serviceType: 'Web' },
  { id: 2, label: 'Call', serviceType: 'Call' },
] as const;

interface LookupSearchFormProps {
  clientId: number;
  parentCompany: string;
  busy: boolean;
  onSearch: (search: LookupSearch) => void;
}

/** The quote type, product and zip the look-up tool finds package regions around. */
export function LookupSearchForm({
  clientId,
  parentCompany,
  busy,
  onSearch,
}: LookupSearchFormProps) {
  const [productTypeId, setProductTypeId] = useState<1 | 2>(1);
  const [quoteType, setQuoteType] = useState('');
  const [zip, setZip] = useState('');
  const [overStateLines, setOverStateLines] = useState(false);
  const product = PRODUCTS.find((p) => p.id === productTypeId)!;
  const quoteTypes = useQuoteTypes(clientId, parentCompany, product.serviceType);
  const code = normaliseZip(zip);

  return (
    <Stack
      component="form"
      aria-label="Look up territory"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        if (code && quoteType)
          onSearch({ parentCompany, quoteType, productTypeId, zip: code, overStateLines });
      }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        <Stack spacing={0.5}>
          <Typography variant="body2" id="lookup-product-label">
            Product
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-labelledby="lookup-product-label"
            value={productTypeId}
            onChange={(_event, value: 1 | 2 | null) => {
              if (value === null) return;
              setProductTypeId(value);
              setQuoteType('');
            }}
          >
            {PRODUCTS.map((p) => (
              <ToggleButton key={p.id} value={p.id}>
                {p.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <TextField
          select
          label="Quote type"
          value={quoteType}
          onChange={(event) => setQuoteType(event.target.value)}
          disabled={!quoteTypes.data}
          sx={{ minWidth: 200 }}
        >
          {(quoteTypes.data ?? []).map((q) => (
            <MenuItem key={q.code} value={q.code}>
              {q.label}
            </MenuItem>
          ))}
        </TextField>
        <ZipField label="Zip code" value={zip} onChange={setZip} />
        <FormControlLabel
          control={
            <Switch
              checked={overStateLines}
              onChange={(event) => setOverStateLines(event.target.checked)}
            />
          }
          label="Over state lines"
          sx={{ flexShrink: 0, mt: { md: 1 } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!code || !quoteType || busy}
          sx={{ flexShrink: 0, mt: { md: 1 } }}
        >
          Find package regions
        </Button>
      </Stack>
    </Stack>
  );
}
