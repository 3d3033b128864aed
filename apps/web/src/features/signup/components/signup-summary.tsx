import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PAYMENT_METHOD_LABELS,
  BILLING_TYPE_LABELS,
} from '@client-admin/domain/billing/product-terms';
import { QUOTE_TYPE_LABELS } from '@client-admin/domain/quote-types';
import { WEEKDAY_LABELS } from '@client-admin/domain/schedules/constants';
import { matchPromoValue, PRODUCT_NAMES } from '@client-admin/domain/signup/signup-billing';
import { timeZoneName } from '@client-admin/domain/time-zones';
import { FactsList } from '../../../components/facts-list';
import { formatDate } from '../../../lib/format';
import { formatPrice } from '../../../lib/format-price';
import { filtersText } from '@client-admin/domain/signup/contract-filters';
import { territoryText, weeklyCapText } from '../utils/channel-text';
import {
  productsWithChannels,
  type SignupChannel,
  type SignupFormValues,
} from '../utils/signup-form-values';

interface SignupSummaryProps {
  fields: SignupFormValues;
  channelName: (channel: SignupChannel) => string;
  /** The chosen promotion's name; null when none. */
  promoName: string | null;
  /** The heading level of the parts: 3 inside a step, 2 on a page of its own. */
  level?: 2 | 3;
}

const hhmm = (time: string) => time.slice(0, 5);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function Part({ title, level, children }: { title: string; level: 2 | 3; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1} aria-label={title}>
      <Typography variant="subtitle1" component={`h${level}`} sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * What the client signs up to: client data, channels with territory, prices and caps, billing
 * and deposits, promotions and schedule. The Send Contract step and the contract page show it.
 */
export function SignupSummary({ fields, channelName, promoName, level = 3 }: SignupSummaryProps) {
  const { client } = fields;
  const products = productsWithChannels(fields.clientQuoteTypes);
  const address = [client.address1, client.address2, client.city, client.state, client.zip]
    .filter(Boolean)
    .join(', ');
  const contact = `${client.businessContactFirstName} ${client.businessContactLastName}`.trim();
  const activeDays = fields.clientSchedule.filter((day) => day.isActive);

  return (
    <Stack spacing={3}>
      <Part title="Client" level={level}>
        <FactsList
          facts={[
            ['Client type', client.clientType === 'AGENT' ? 'Agent' : 'Corporate'],
            ['Full name', client.fullName],
            ['Account name', client.shortName],
            ['Business contact', contact],
            ['E-mail', client.email],
            ['Phone', client.phone],
            ['Address', address],
            ['Parent company', client.parentCompany],
            ['Agency e-mail', client.agencyEmail],
            ['Level', client.level],
            ['Time zone', timeZoneName(client.timeZone)],
            ['License number', client.licenseNumber],
          ]}
        />
      </Part>
      <Part title="Channels" level={level}>
        {fields.clientQuoteTypes.length === 0 ? (
          <Typography color="text.secondary">No channels.</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
            {fields.clientQuoteTypes.map((channel) => (
              <li key={channel.key}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {channelName(channel)}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {QUOTE_TYPE_LABELS[channel.channel.quoteType as keyof typeof QUOTE_TYPE_LABELS] ??
                    channel.channel.quoteType}{' '}
                  {channel.serviceType === 'Web' ? 'web leads' : 'calls'} at{' '}
                  {formatPrice(channel.channel.price)}, cap {weeklyCapText(channel.channel)};
                  territory: {territoryText(channel.channel.geoMaps)}; filters:{' '}
                  {filtersText(channel.filters)}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Part>
      <Part title="Billing and deposits" level={level}>
        <FactsList
          facts={[
            ['Billing type', BILLING_TYPE_LABELS[fields.billingType]],
            [
              'Payment method',
              `${PAYMENT_METHOD_LABELS[fields.paymentMethod]}${
                fields.chargeDay ? ` (day ${fields.chargeDay})` : ''
              }`,
            ],
            [
              'Web recharge',
              fields.webRechargeEnabled ? formatPrice(fields.webRechargeAmount) : 'Off',
            ],
            ['Call recharge', formatPrice(fields.callRechargeAmount)],
            ['Deposits charged to the card at signing', yesNo(fields.chargeCard)],
            ...products.map(
              (product) =>
                [
                  `${PRODUCT_NAMES[product]} deposit`,
                  formatPrice(fields.deposits[product]),
                ] as const,
            ),
          ]}
        />
      </Part>
      <Part title="Promotions" level={level}>
        <FactsList
          facts={[
            ['Promotion', promoName ?? (fields.promoId || 'None')],
            ...fields.matchPromos.map(
              (promo) =>
                [
                  `${PRODUCT_NAMES[promo.productType]} match`,
                  `${promo.percent}% of the deposit${
                    promo.maximum === null ? '' : `, up to ${formatPrice(promo.maximum)}`
                  }: ${formatPrice(matchPromoValue(promo, fields.deposits[promo.productType]))}`,
                ] as const,
            ),
          ]}
        />
      </Part>
      <Part title="Schedule" level={level}>
        <FactsList
          facts={[
            ...(fields.clientSchedule.length === 0
              ? [['Days', 'Monday to Friday, 09:00 to 17:00 (default)'] as const]
              : activeDays.length === 0
                ? [['Days', 'No active day'] as const]
                : activeDays.map(
                    (day) =>
                      [
                        WEEKDAY_LABELS[day.dayIndex] ?? `Day ${day.dayIndex}`,
                        day.dayPartSchedules
                          .map(
                            (part) =>
                              `${hhmm(part.dayPartCap.startTime)}–${hhmm(part.dayPartCap.endTime)} (concurrency ${part.concurrencyCap})`,
                          )
                          .join(', '),
                      ] as const,
                  )),
            [
              'Activation',
              fields.immediateActivation
                ? 'Immediately at signing'
                : fields.activationDate
                  ? `${formatDate(fields.activationDate)} (ET)`
                  : 'Date not set',
            ],
          ]}
        />
      </Part>
    </Stack>
  );
}
