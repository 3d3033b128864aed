import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PackageRegion } from '@client-admin/contracts/territory';
import { zipCoordinates } from '../utils/geo-coordinates';
import { TerritoryEditor } from './editor/territory-editor';
import { toEditorGeo, type EditorGeo } from '../utils/territory-geos';
import { formatPrice } from '../../../lib/format-price';
import type { DraftChannel } from '../utils/draft-channel';
import type { LookupSearch } from '../utils/lookup-search';

interface RegionDraftProps {
  region: PackageRegion;
  search: LookupSearch;
  packageId: string;
  onPackageChange: (packageId: string) => void;
  onAdd: (draft: Omit<DraftChannel, 'key'>) => void;
}

/**
 * A package's region around the zip, to adjust (take counties out, add a radius or a list) and
 * add as a channel to create, with its name and price.
 */
export function RegionDraft({
  region,
  search,
  packageId,
  onPackageChange,
  onAdd,
}: RegionDraftProps) {
  const [geos, setGeos] = useState<EditorGeo[]>(() => region.geos.map(toEditorGeo));
  const [customName, setCustomName] = useState('');
  const [price, setPrice] = useState('');
  const chosen = region.packages.find((p) => p.id === packageId);
  const priceValue = price.trim() === '' ? null : Number(price);
  const priceWrong = priceValue !== null && !(priceValue >= 0);

  return (
    <Stack spacing={3}>
      <Typography>
        {`Around ${region.center.zipCode ?? search.zip}: ${region.center.county ?? ''} county, ${region.center.stateAbbreviation}`}
      </Typography>
      <TextField
        select
        label="Package"
        value={packageId}
        onChange={(event) => onPackageChange(event.target.value)}
        sx={{ maxWidth: { sm: 420 } }}
      >
        {region.packages.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {`${p.name} (${formatPrice(p.cost)})`}
          </MenuItem>
        ))}
      </TextField>
      <TerritoryEditor
        geos={geos}
        onChange={setGeos}
        basis={{ packageId }}
        initialCoordinates={zipCoordinates([region.center])}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label="Channel name"
          value={customName}
          onChange={(event) => setCustomName(event.target.value)}
          sx={{ flex: 1 }}
        />
        <TextField
          label="Price (optional)"
          type="number"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={priceWrong}
          helperText={
            priceWrong
              ? 'Must be 0 or more'
              : chosen
                ? `Package price ${formatPrice(chosen.cost)}`
                : undefined
          }
          slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
          sx={{ maxWidth: { sm: 200 } }}
        />
        <Button
          variant="outlined"
          disabled={geos.length === 0 || priceWrong || !chosen}
          onClick={() =>
            onAdd({
              quoteType: search.quoteType,
              productTypeId: search.productTypeId,
              packageId,
              packageName: chosen?.name ?? '',
              customName: customName.trim(),
              price: priceValue,
              geoMaps: geos,
            })
          }
          sx={{ flexShrink: 0, mt: { sm: 1 } }}
        >
          Add to channels
        </Button>
      </Stack>
    </Stack>
  );
}
