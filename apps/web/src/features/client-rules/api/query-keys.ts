export const clientRuleKeys = {
  all: ['client-rules'] as const,
  forClient: (clientId: number) => ['client-rules', 'client', clientId] as const,
  types: () => ['client-rules', 'types'] as const,
};
