import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChannelDraftInput } from '@client-admin/contracts/channels';
import { US_STATES } from '@client-admin/domain/us-states';
import { FormSwitchField } from '../../../../lib/form/form-switch-field';
import type { ChannelFormValues } from '../../utils/channel-form-values';
import { FormNumberField } from './form-number-field';
import { ScrollCue } from '../../../../components/scroll-cue';

/**
 * A call campaign's per-state price and bid range. Which states and their bids are staff's to
 * set (decision 0014): a client user reprices a state within its bids and switches it.
 */
export function StateOverridesTable({ isStaff }: { isStaff: boolean }) {
  const { control, watch } = useFormContext<ChannelFormValues, unknown, ChannelDraftInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'stateOverrides' });
  const [state, setState] = useState('');
  const price = watch('price');
  const taken = new Set(fields.map((f) => f.state));

  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3">
        State overrides
      </Typography>
      {isStaff && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Override state"
            value={state}
            onChange={(event) => setState(event.target.value)}
            sx={{ minWidth: 220 }}
          >
            {US_STATES.filter((s) => !taken.has(s.abbreviation)).map(
              ({ abbreviation: code, name }) => (
                <MenuItem key={code} value={code}>
                  {name}
                </MenuItem>
              ),
            )}
          </TextField>
          <Button
            variant="outlined"
            disabled={!state}
            onClick={() => {
              append({ state, price, minBid: price, maxBid: price, isActive: true });
              setState('');
            }}
          >
            Add state override
          </Button>
        </Stack>
      )}
      {fields.length > 0 && (
        <ScrollCue label="State overrides">
          <Table size="small" aria-label="State overrides">
            <TableHead>
              <TableRow>
                <TableCell>State</TableCell>
                <TableCell>Price</TableCell>
                <TableCell>Min bid</TableCell>
                <TableCell>Max bid</TableCell>
                <TableCell>Active</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((row, index) => (
                <TableRow key={row.id}>
                  <TableCell>{row.state}</TableCell>
                  {(['price', 'minBid', 'maxBid'] as const).map((name) => (
                    <TableCell key={name} sx={{ minWidth: 110 }}>
                      <FormNumberField
                        control={control}
                        name={`stateOverrides.${index}.${name}`}
                        label={`${row.state} ${name === 'price' ? 'price' : name === 'minBid' ? 'min bid' : 'max bid'}`}
                        min={0}
                        disabled={!isStaff && name !== 'price'}
                      />
                    </TableCell>
                  ))}
                  <TableCell>
                    <FormSwitchField
                      control={control}
                      name={`stateOverrides.${index}.isActive`}
                      label="Active"
                    />
                  </TableCell>
                  <TableCell>
                    {isStaff && (
                      <IconButton aria-label={`Remove ${row.state}`} onClick={() => remove(index)}>
                        <DeleteIcon />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollCue>
      )}
    </Stack>
  );
}
