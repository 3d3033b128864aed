// npm run simulate: feeds realistic traffic to a running API's intake (issue 16, decision 0033):
// web leads to POST /api/intake/leads and inbound calls to POST /api/intake/calls, with vendors'
// API keys, zips weighted by their residents (the geography the API loads, decision 0025), the
// usual mix of quote types, and more traffic in business hours than at night (US Eastern).
//
//   npm run simulate -- --key cav_... [--key cav_...] [--url http://localhost:3000]
//     [--rate 60] [--duration 300] [--count N] [--calls 0.3] [--seed 1] [--flat] [--dry-run]
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const USAGE = `usage: npm run simulate -- --key <vendor API key> [options]

  --key KEY        a vendor's API key (repeat for several vendors; or SIMULATE_API_KEYS=a,b)
  --url URL        the API's origin (default http://localhost:3000, or PUBLIC_URL)
  --rate N         events a minute at the busiest hour (default 60)
  --duration S     stop after S seconds (default 300; 0 runs until stopped)
  --count N        stop after N events
  --calls SHARE    the share of events that are inbound calls, 0 to 1 (default 0.3)
  --seed N         the random seed: the same seed sends the same traffic (default 1)
  --flat           the same rate at every hour (default: follows the time of day)
  --dry-run        print the events instead of posting them
`;

const { values } = parseArgs({
  options: {
    key: { type: 'string', multiple: true },
    url: { type: 'string' },
    rate: { type: 'string', default: '60' },
    duration: { type: 'string', default: '300' },
    count: { type: 'string' },
    calls: { type: 'string', default: '0.3' },
    seed: { type: 'string', default: '1' },
    flat: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

const keys = [
  ...(values.key ?? []),
  ...(process.env.SIMULATE_API_KEYS ?? '').split(',').filter(Boolean),
];
const rate = Number(values.rate);
const duration = Number(values.duration);
const count = values.count === undefined ? Infinity : Number(values.count);
const callShare = Number(values.calls);
const dryRun = values['dry-run'];
if (
  values.help ||
  (keys.length === 0 && !dryRun) ||
  !(rate > 0) ||
  !(duration >= 0) ||
  !(count > 0) ||
  !(callShare >= 0 && callShare <= 1)
) {
  process.stdout.write(USAGE);
  process.exit(values.help ? 0 : 2);
}
const origin = (values.url ?? process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');

/** mulberry32: a small seeded generator, so a seed replays the same traffic. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(Number(values.seed) || 1);
const pick = (list) => list[Math.floor(random() * list.length)];

/** A weighted choice among [value, weight] pairs. */
function weighted(pairs) {
  const total = pairs.reduce((sum, [, w]) => sum + w, 0);
  let roll = random() * total;
  for (const [value, w] of pairs) {
    roll -= w;
    if (roll < 0) return value;
  }
  return pairs[pairs.length - 1][0];
}

const QUOTE_TYPES = [
  ['auto', 45],
  ['home', 20],
  ['renter', 10],
  ['health', 10],
  ['medsupp', 8],
  ['life', 7],
];
const CALL_TYPES = [
  ['WarmTransfer', 70],
  ['ColdTransfer', 30],
];
// Share of the busiest hour's traffic, by hour of the day in New York.
const HOURLY = [
  0.05, 0.03, 0.02, 0.02, 0.03, 0.06, 0.15, 0.35, 0.65, 0.9, 1, 1, 0.95, 0.95, 1, 0.95, 0.85, 0.7,
  0.55, 0.45, 0.35, 0.25, 0.15, 0.08,
];
const FIRST = ['Pat', 'Sam', 'Alex', 'Maria', 'James', 'Linda', 'Chen', 'Aisha', 'Diego', 'Emma'];
const LAST = ['Doe', 'Smith', 'Garcia', 'Nguyen', 'Johnson', 'Brown', 'Patel', 'Kim', 'Lopez'];
const CREDIT = ['Excellent', 'Good', 'Fair', 'Poor'];

// Zips weighted by residents, as the territory estimates count them.
const { readGeography } = await tsImport(
  '../apps/api/src/db/geography/read-geography.ts',
  import.meta.url,
);
const { zips } = await readGeography();
const cumulative = [];
let residents = 0;
for (const zip of zips) {
  residents += Math.max(zip.residents, 1);
  cumulative.push(residents);
}
function randomZip() {
  const target = random() * residents;
  let [lo, hi] = [0, cumulative.length - 1];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid] > target) hi = mid;
    else lo = mid + 1;
  }
  return zips[lo].zipCode;
}

const digits = (n) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
const phone = () => `(${2 + Math.floor(random() * 8)}${digits(2)}) 555-${digits(4)}`;
const runId = `${Date.now().toString(36)}-${values.seed}`;

function webLead(n) {
  const [first, last] = [pick(FIRST), pick(LAST)];
  return {
    vendorLeadId: `sim-${runId}-${n}`,
    productTypeId: 1,
    quoteType: weighted(QUOTE_TYPES),
    zip: randomZip(),
    firstName: first,
    lastName: last,
    email: `${first}.${last}.${digits(4)}@example.com`.toLowerCase(),
    phone: phone(),
    answers: [{ question: 'Credit Rating', answer: pick(CREDIT) }],
  };
}

function inboundCall(n) {
  return {
    vendorCallId: `sim-${runId}-${n}`,
    productTypeId: 2,
    quoteType: weighted(QUOTE_TYPES),
    zip: randomZip(),
    callerNumber: phone(),
    callType: weighted(CALL_TYPES),
  };
}

const hourInNewYork = (date) =>
  Number(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(date),
  );

/** Seconds to the next event: exponential gaps at the rate of the hour. */
function nextGap(now) {
  const share = values.flat ? 1 : HOURLY[hourInNewYork(now)];
  const perSecond = (rate / 60) * share;
  return -Math.log(1 - random()) / perSecond;
}

const totals = { sent: 0, sold: 0, unsold: 0, offered: 0, unmatched: 0, failed: 0 };
const statuses = new Map();

async function send(n) {
  const isCall = random() < callShare;
  const body = isCall ? inboundCall(n) : webLead(n);
  const path = isCall ? '/api/intake/calls' : '/api/intake/leads';
  totals.sent++;
  if (dryRun) {
    process.stdout.write(`${path} ${JSON.stringify(body)}\n`);
    return;
  }
  try {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': keys[n % keys.length] },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    const answer = await res.json().catch(() => ({}));
    if (!res.ok) {
      totals.failed++;
      process.stdout.write(`${path} ${res.status} ${answer.message ?? ''}\n`);
      return;
    }
    totals[answer.status] = (totals[answer.status] ?? 0) + 1;
    const what = isCall
      ? `call ${body.callType} ${answer.status} ${answer.outboundCallSid ?? ''}`
      : `lead ${answer.status} to ${answer.buyers}`;
    process.stdout.write(`${body.quoteType} ${body.zip} ${what}\n`);
  } catch (err) {
    totals.failed++;
    process.stdout.write(`${path} failed: ${err.message}\n`);
  }
}

const started = Date.now();
const deadline = duration > 0 ? started + duration * 1000 : Infinity;
let stopping = false;
process.on('SIGINT', () => (stopping = true));
const inFlight = new Set();
for (let n = 1; n <= count && !stopping; n++) {
  // A dry run prints at once; a live run waits for the next arrival.
  const gap = dryRun ? 0 : nextGap(new Date());
  if (Date.now() + gap * 1000 > deadline) break;
  if (gap > 0) await new Promise((resolve) => setTimeout(resolve, gap * 1000));
  const sent = send(n).finally(() => inFlight.delete(sent));
  inFlight.add(sent);
  if (dryRun && n >= (Number.isFinite(count) ? count : 20)) break;
}
await Promise.all(inFlight);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write(
  `\n${totals.sent} events in ${seconds} s: web leads ${totals.sold} sold, ${totals.unsold} unsold; ` +
    `calls ${totals.offered} offered, ${totals.unmatched} unmatched; ${totals.failed} failed` +
    (statuses.size ? ` (HTTP ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')})` : '') +
    '\n',
);
