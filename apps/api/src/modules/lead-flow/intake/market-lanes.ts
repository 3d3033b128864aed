/**
 * One routing decision at a time per market in this process (decision 0061). Leads of one market
 * (product, quote type and state) meet the same buyers: decided at once, they find each other's
 * buyers locked, pass them over as busy, read them again and route again, and each lead's work
 * grows with the number deciding beside it until the event loop is spent on it. Queued in a
 * lane, each decision finds its buyers free and is made once; markets still decide side by side,
 * and another instance's decisions are kept apart by the balance locks as before.
 */
export class MarketLanes {
  private readonly tails = new Map<string, Promise<void>>();

  /**
   * `patienceMs`: how long a work waits for the one before it. A decision stuck longer (a
   * connection that hangs) must not stop its market: past that, the next one goes ahead, and the
   * balance locks keep the two apart as they keep two instances apart.
   */
  constructor(private readonly patienceMs = 2_000) {}

  /** Runs `work` after every earlier work of the lane has settled, and answers its result. */
  run<T>(lane: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(lane);
    const result = (before ? this.waitFor(before) : Promise.resolve()).then(work);
    // The lane's tail settles either way; its failure is the caller's, answered by `result`.
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(lane, tail);
    void tail.then(() => {
      if (this.tails.get(lane) === tail) this.tails.delete(lane);
    });
    return result;
  }

  /** The work before settled, or the patience ran out. */
  private waitFor(before: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const patience = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.patienceMs);
      timer.unref();
    });
    return Promise.race([before, patience]).finally(() => clearTimeout(timer));
  }

  /** Lanes with work queued or running (an idle lane is forgotten). */
  get busyLanes(): number {
    return this.tails.size;
  }
}

/** A lead's market: what decides which buyers its routing meets. */
export const marketOf = (lead: { productTypeId: number; quoteType: string; state: string }) =>
  `${lead.productTypeId}:${lead.quoteType.toLowerCase()}:${lead.state}`;
