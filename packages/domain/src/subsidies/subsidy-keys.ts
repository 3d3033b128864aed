import type { SubsidyKey } from './subsidy-rows';

/**
 * How many distinct places (a state's county, or the whole state) and products an import's keys
 * may hold: a key's code stays below 2^30, a small integer to the JavaScript engine.
 */
const PLACE_SPAN = 2 ** 19;
const PRODUCT_SPAN = 2 ** 11;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Numbers in the order their values were first seen, and each one's place in text order. */
function ranksOf<T>(values: T[], compare: (a: T, b: T) => number): Uint32Array {
  const ranks = new Uint32Array(values.length);
  values
    .map((_, n) => n)
    .sort((a, b) => compare(values[a]!, values[b]!))
    .forEach((n, rank) => (ranks[n] = rank));
  return ranks;
}

/**
 * Subsidy keys (state, county, product) as numbers, one set of numbers per import. A 100k-row
 * sheet's keys as joined text cost more than reading the sheet: each a new string, hashed and
 * kept. Here each place (state and county) and each product is numbered the first time it is
 * seen, and a key is the two numbers in one small integer, so keys hash and sort as numbers.
 */
export class SubsidyKeys {
  private readonly placesOfState = new Map<string, Map<string, number>>();
  private readonly places: { state: string; county: string }[] = [];
  private readonly products = new Map<string, number>();

  codeOf(key: SubsidyKey): number {
    let counties = this.placesOfState.get(key.leadState);
    if (!counties) this.placesOfState.set(key.leadState, (counties = new Map()));
    let place = counties.get(key.county);
    if (place === undefined) {
      place = this.places.length;
      if (place >= PLACE_SPAN) throw new Error('Too many distinct subsidy places');
      counties.set(key.county, place);
      this.places.push({ state: key.leadState, county: key.county });
    }
    let product = this.products.get(key.product);
    if (product === undefined) {
      product = this.products.size;
      if (product >= PRODUCT_SPAN) throw new Error('Too many distinct subsidy products');
      this.products.set(key.product, product);
    }
    return place * PRODUCT_SPAN + product;
  }

  /** The state is part of a key coded so far. */
  hasState(state: string): boolean {
    return this.placesOfState.has(state);
  }

  /** The states of the keys coded so far, in the order first seen. */
  states(): string[] {
    return [...this.placesOfState.keys()];
  }

  /**
   * The keys coded so far in order: a function from a code to a number that sorts as the key
   * sorts, by state, then county, then product, each as text.
   */
  order(): (code: number) => number {
    const places = ranksOf(
      this.places,
      (a, b) => byText(a.state, b.state) || byText(a.county, b.county),
    );
    const products = ranksOf([...this.products.keys()], byText);
    return (code) => {
      const product = code % PRODUCT_SPAN;
      return places[(code - product) / PRODUCT_SPAN]! * PRODUCT_SPAN + products[product]!;
    };
  }
}
