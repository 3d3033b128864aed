import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, type Control } from 'react-hook-form';
import type { PackageInput } from '@client-admin/contracts/packages';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { FormSwitchField } from '../../../lib/form/form-switch-field';
import { FormTextField } from '../../../lib/form/form-text-field';
import { usePriceModifierTemplates } from '../api/get-price-modifier-templates';
import { formatPrice } from '../../../lib/format-price';
import type { PackageFormValues } from '../utils/package-form-values';

interface PriceModifiersEditorProps {
  control: Control<PackageFormValues, unknown, PackageInput>;
}

const BLANK = { name: '', priceMin: '0', priceMax: '0', isDefaultSelected: false };

/** The package's price modifiers: name, price range and whether a channel starts with it. */
export function PriceModifiersEditor({ control }: PriceModifiersEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'priceModifiers' });
  const templates = usePriceModifierTemplates();
  useFailureToast(templates.isError, CHANNEL_MESSAGES.getPriceModifiers);

  const addFromTemplate = (name: string) => {
    const template = templates.data?.find((candidate) => candidate.name === name);
    if (!template) return;
    append({
      name: template.name,
      priceMin: String(template.priceMin),
      priceMax: String(template.priceMax),
      isDefaultSelected: false,
    });
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="price-modifiers-heading">
      <Typography variant="subtitle1" component="h3" id="price-modifiers-heading">
        Price modifiers
      </Typography>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No price modifiers.
        </Typography>
      )}
      {fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={`Price modifier ${index + 1}`}
          sx={{
            display: 'grid',
            gap: 1.5,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr auto auto' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
            <FormTextField
              control={control}
              name={`priceModifiers.${index}.name`}
              label="Modifier name"
              size="small"
            />
          </Box>
          <FormTextField
            control={control}
            name={`priceModifiers.${index}.priceMin`}
            label="Min price"
            size="small"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormTextField
            control={control}
            name={`priceModifiers.${index}.priceMax`}
            label="Max price"
            size="small"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormSwitchField
            control={control}
            name={`priceModifiers.${index}.isDefaultSelected`}
            label="Default"
          />
          <IconButton aria-label={`Remove modifier ${index + 1}`} onClick={() => remove(index)}>
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button startIcon={<AddIcon />} onClick={() => append(BLANK)}>
          Add modifier
        </Button>
        <TextField
          select
          size="small"
          label="Start from a template"
          value=""
          onChange={(event) => addFromTemplate(event.target.value)}
          disabled={!templates.data?.length}
          helperText={templates.isError ? CHANNEL_MESSAGES.getPriceModifiers : undefined}
          sx={{ minWidth: 240 }}
        >
          {(templates.data ?? []).map((template) => (
            <MenuItem key={template.name} value={template.name}>
              {template.name} ({formatPrice(template.priceMin)}–{formatPrice(template.priceMax)})
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
