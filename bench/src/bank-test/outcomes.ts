import { createHash } from 'node:crypto';
import { isSuccess, messageOf, type Answer } from './http';

export const OPERATION_KINDS = [
  'deposit',
  'credit',
  'charge',
  'promo',
  'transfer',
  'group transfer',
  'refund',
  'card refund',
  'reactivation',
  'reactivation retry',
  'credit approval',
  'probe: group across parents',
  'probe: far CreateDate',
] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

/** Checks the answers themselves show (the summary prints them with the ledger's). */
export const CHECKS = {
  acrossParents: 'a group transfer across parent companies is refused',
  createDate: 'a CreateDate in 1900 or 9999 is refused',
  noTransaction: 'every acknowledged money request names its transaction',
  reuse422: 'a key reused with another body answers 422',
} as const;

/** An acknowledged (2xx) answer: who sent which key and body, and what the ledger got. */
export interface Ack {
  kind: OperationKind;
  caller: string;
  key: string;
  /** sha256 of the path and body sent. */
  requestHash: string;
  transactionIds: number[];
  /** A credit approval's sale (its answer names no transaction). */
  saleId: number | null;
  replayed: boolean;
}

/** Something a request showed that breaks a rule, once per key. */
export interface Finding {
  check: string;
  key: string;
  detail: string;
}

export const requestHashOf = (path: string, body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([path, body ?? null]))
    .digest('hex');

/** The answer's label in the summary: its status, a replay, or no answer. */
function labelOf(answer: Answer): string {
  if (answer.status === 0) return 'no answer';
  if (isSuccess(answer)) return answer.replayed ? '2xx replay' : '2xx';
  return String(answer.status);
}

/** Everything the run saw: answers by kind and label, acknowledgements, findings. */
export class RunRecord {
  readonly acks: Ack[] = [];
  readonly findings: Finding[] = [];
  readonly counts = new Map<OperationKind, Map<string, number>>();
  readonly serverErrors: string[] = [];
  /** HTTP requests sent, and money requests (keys) they carried. */
  requests = 0;
  operations = 0;

  count(kind: OperationKind, answer: Answer): void {
    this.requests++;
    const label = labelOf(answer);
    const byLabel = this.counts.get(kind) ?? new Map<string, number>();
    byLabel.set(label, (byLabel.get(label) ?? 0) + 1);
    this.counts.set(kind, byLabel);
    if (answer.status >= 500 && answer.status !== 503) {
      this.serverErrors.push(`${kind}: ${answer.status} ${messageOf(answer) || answer.body}`);
    }
  }

  find(check: string, key: string, detail: string): void {
    if (this.findings.some((f) => f.check === check && f.key === key)) return;
    this.findings.push({ check, key, detail });
  }

  /** The findings of one check, one line each. */
  found(check: string): string[] {
    return this.findings.filter((f) => f.check === check).map((f) => f.detail);
  }

  /** Answers with a status (or 'no answer') over every kind. */
  total(label: (status: string) => boolean): number {
    let n = 0;
    for (const byLabel of this.counts.values()) {
      for (const [name, count] of byLabel) if (label(name)) n += count;
    }
    return n;
  }
}
