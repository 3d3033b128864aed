/** Query keys of the support screens. */
export const supportKeys = {
  contact: (clientId: number) => ['support', 'contact', clientId] as const,
};
