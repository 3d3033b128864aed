import { isRetryable, isSuccess, send, type Answer } from './http';
import { CHECKS, requestHashOf, type RunRecord } from './outcomes';
import type { Random } from './random';
import { nextOperation, type Operation, type RunState } from './requests';
import type { Tokens } from './tokens';

/** How a money request is sent: once, 2–3 times at once, again after its answer, or with another body. */
const MODES = { once: 55, concurrent: 15, 'retry after': 15, 'other body': 15 } as const;
/** Sends of one request (same key and body) while it gets no answer, a 503 or "key in use". */
const ATTEMPTS = 4;

export interface CallerContext {
  baseUrl: string;
  tokens: Tokens;
  state: RunState;
  record: RunRecord;
  /** False once the run's time is up (or it was interrupted). */
  running: () => boolean;
  /** True once the API process has exited: nothing is sent any more. */
  apiDown: () => boolean;
}

type Keyed = Operation & { key: string };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends the request, again with the same key and body while the answer says to retry. */
async function sendWithRetry(
  ctx: CallerContext,
  op: Keyed,
  target: { path: string; body: unknown },
): Promise<Answer> {
  let answer: Answer = { status: 0, body: null, replayed: false };
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    answer = await send(ctx.baseUrl, {
      method: op.method,
      path: target.path,
      authorization: await ctx.tokens.bearer(op.login),
      idempotencyKey: op.key,
      body: target.body,
    });
    ctx.record.count(op.kind, answer);
    if (isSuccess(answer)) acknowledge(ctx, op, target, answer);
    if (!isRetryable(answer) || ctx.apiDown()) break;
    // A fixed back-off: the caller's seeded choices must not depend on how its copies interleave.
    await pause(200 * attempt);
  }
  return answer;
}

function acknowledge(
  ctx: CallerContext,
  op: Keyed,
  target: { path: string; body: unknown },
  answer: Answer,
) {
  const transactionIds = op.transactionsOf(answer.body);
  ctx.record.acks.push({
    kind: op.kind,
    caller: op.login.userId,
    key: op.key,
    requestHash: requestHashOf(target.path, target.body),
    transactionIds,
    saleId: op.saleId ?? null,
    replayed: answer.replayed,
  });
  if (op.mustRefuse) ctx.record.find(op.mustRefuse.check, op.key, op.mustRefuse.detail);
  if (op.kind !== 'credit approval' && transactionIds.length === 0) {
    ctx.record.find(
      CHECKS.noTransaction,
      op.key,
      `${op.kind} ${op.key}: ${JSON.stringify(answer.body).slice(0, 200)}`,
    );
  }
}

/** One money request in the chosen mode; tells the run what came of it. */
async function runOperation(ctx: CallerContext, rng: Random, op: Keyed): Promise<void> {
  ctx.record.operations++;
  const mode = op.single ? 'once' : rng.weighted(MODES);
  const first = { path: op.path, body: op.body };
  let answers: Answer[];
  if (mode === 'concurrent') {
    const copies = rng.int(2, 3);
    answers = await Promise.all(
      Array.from({ length: copies }, () => sendWithRetry(ctx, op, first)),
    );
  } else {
    answers = [await sendWithRetry(ctx, op, first)];
    if (mode === 'retry after') answers.push(await sendWithRetry(ctx, op, first));
  }
  const acked = answers.find(isSuccess);
  if (acked) op.onAck?.(acked.body);
  else op.onRefused?.(answers[answers.length - 1]!.status, op.key);
  if (mode === 'other body') {
    // The same key with another body: 422 once the first was acknowledged; if the first stored
    // nothing, it is a new request and may be acknowledged (the checks hold it to its own key).
    const reused = await sendWithRetry(ctx, op, op.other);
    if (acked && !isSuccess(reused) && reused.status !== 422 && !isRetryable(reused)) {
      ctx.record.find(CHECKS.reuse422, op.key, `${op.kind} ${op.key}: ${reused.status}`);
    }
  }
}

/** One caller: money requests one after another until the deadline. */
export async function runCaller(ctx: CallerContext, rng: Random, index: number, seed: number) {
  let serial = 0;
  const newKey = () => `bt${seed}-c${index}-${serial++}`;
  while (ctx.running() && !ctx.apiDown()) {
    await runOperation(ctx, rng, nextOperation(rng, ctx.state, newKey));
  }
}
