import type { SubsidyRowContext } from './subsidy-rows';

/** The geography the subsidy rule tests read: WA (percent on), TX and CO. */
export const TEST_CONTEXT: SubsidyRowContext = {
  states: new Set(['WA', 'TX', 'CO']),
  countiesOf: (state) =>
    ({
      WA: new Map([
        ['KING', 'KING'],
        ['PIERCE', 'PIERCE'],
      ]),
      TX: new Map([['HARRIS', 'HARRIS']]),
    })[state],
  percentEnabled: (state) => state === 'WA',
};
