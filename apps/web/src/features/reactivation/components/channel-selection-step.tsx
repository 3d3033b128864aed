import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ChannelSummary } from '@client-admin/contracts/channels';
import { REACTIVATION_PRODUCTS } from '@client-admin/contracts/reactivation';
import { REACTIVATION_MESSAGES as M } from '@client-admin/domain/reactivation/reactivation-messages';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../lib/format-price';

interface ChannelSelectionStepProps {
  clientId: number;
  channels: ChannelSummary[];
  selected: ReadonlySet<number>;
  onToggle: (channelId: number) => void;
}

/** Step 3 (seed 000 §2.4): channels grouped by product, each with a checkbox, link and price. */
export function ChannelSelectionStep({
  clientId,
  channels,
  selected,
  onToggle,
}: ChannelSelectionStepProps) {
  const [expanded, setExpanded] = useState<Record<number, boolean>>({ 1: true, 2: true });
  // The seed's warning text shows while none is selected; it is only a warning once the person
  // has tried a selection (decision 0059).
  const [tried, setTried] = useState(false);
  return (
    <Stack spacing={2}>
      {REACTIVATION_PRODUCTS.map((product) => {
        const own = channels.filter((c) => c.productTypeId === product.productType);
        const count = own.filter((c) => selected.has(c.id)).length;
        const open = expanded[product.productType] ?? true;
        const headingId = `reactivation-product-${product.productType}`;
        return (
          <Accordion
            key={product.productType}
            expanded={open}
            onChange={(_e, value) => setExpanded((s) => ({ ...s, [product.productType]: value }))}
            disableGutters
          >
            <AccordionSummary
              expandIcon={<span aria-hidden>▾</span>}
              aria-controls={`${headingId}-content`}
              id={headingId}
            >
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {product.name}
                </Typography>
                {!open && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {M.channelsReactivating(count)}
                  </Typography>
                )}
              </Box>
            </AccordionSummary>
            <AccordionDetails id={`${headingId}-content`}>
              {own.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  No {product.name.toLowerCase()} channels.
                </Typography>
              ) : (
                <Stack
                  component="ul"
                  aria-label={`${product.name} channels`}
                  spacing={0.5}
                  sx={{ listStyle: 'none', m: 0, p: 0 }}
                >
                  {own.map((channel) => {
                    const name = channel.customName || channel.name;
                    const checkbox = (
                      <Checkbox
                        checked={selected.has(channel.id)}
                        disabled={!channel.hasActivePackage}
                        onChange={() => {
                          setTried(true);
                          onToggle(channel.id);
                        }}
                        slotProps={{ input: { 'aria-label': `Reactivate ${name}` } }}
                      />
                    );
                    return (
                      <Box
                        component="li"
                        key={channel.id}
                        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
                      >
                        {channel.hasActivePackage ? (
                          checkbox
                        ) : (
                          <Tooltip title={M.channelNeedsPackage}>
                            <span>{checkbox}</span>
                          </Tooltip>
                        )}
                        <Link href={paths.channelEdit(clientId, channel.id)} sx={{ flexGrow: 1 }}>
                          {name}
                        </Link>
                        <Typography component="span" variant="body2">
                          {formatPrice(channel.price)}
                        </Typography>
                      </Box>
                    );
                  })}
                </Stack>
              )}
            </AccordionDetails>
          </Accordion>
        );
      })}
      <Typography variant="body2" color="text.secondary">
        {M.noPromotions}
      </Typography>
      {selected.size === 0 &&
        (tried ? (
          <Alert severity="warning">{M.noChannelsSelected}</Alert>
        ) : (
          <Typography variant="body2">{M.noChannelsSelected}</Typography>
        ))}
    </Stack>
  );
}
