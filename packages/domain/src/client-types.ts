export const CLIENT_TYPES = ['CORPORATE', 'AGENT'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** Parent-company codes with rules of their own (seed 000 §1). */
export const PARENT_COMPANY = { STATEFARM: 'STATEFARM', FARMERS: 'FARMERS' } as const;

export const PRODUCT_IDS = { WEB: 1, CALL: 2 } as const;

export const isCorporate = (clientType: string): boolean => clientType === 'CORPORATE';
