/**
 * States whose businesses see the tax disclaimer on the address step (seed 000 §2.4 says "certain
 * states" without naming them; decision 0036): states that tax data or information services.
 */
export const TAX_DISCLAIMER_STATES: readonly string[] = ['HI', 'NM', 'SD', 'TX', 'WA', 'WV'];

export const showsTaxDisclaimer = (state: string): boolean =>
  TAX_DISCLAIMER_STATES.includes(state.trim().toUpperCase());
