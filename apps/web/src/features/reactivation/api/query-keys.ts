/** Query keys of the reactivation dialog, under the client-scoped 'reactivation' root. */
export const reactivationKeys = {
  forClient: (clientId: number) => ['reactivation', clientId] as const,
  paymentInfo: (clientId: number) => ['reactivation', clientId, 'payment-info'] as const,
  channels: (clientId: number) => ['reactivation', clientId, 'channels'] as const,
  attribute: (clientId: number) => ['reactivation', clientId, 'attribute'] as const,
};
