/** What the look-up tool searches around: a quote type and product at a zip. */
export interface LookupSearch {
  parentCompany: string;
  quoteType: string;
  productTypeId: 1 | 2;
  zip: string;
  /** Counties of neighbouring states too. */
  overStateLines: boolean;
}
