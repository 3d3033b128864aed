/** Trump flags of a channel (seed 001 §9). */
export const TRUMP_FLAGS = { LOWEST: -1, STANDARD: 0, PLUS: 1, HIGHEST: 2 } as const;
export type TrumpFlag = (typeof TRUMP_FLAGS)[keyof typeof TRUMP_FLAGS];

export const TRUMP_FLAG_LABELS: Record<TrumpFlag, string> = {
  [-1]: 'Lowest',
  0: 'Standard',
  1: 'Plus',
  2: 'Highest',
};

export function isTrumpFlag(value: number): value is TrumpFlag {
  return Object.values(TRUMP_FLAGS).includes(value as TrumpFlag);
}
