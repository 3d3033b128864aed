/** Query keys of the vacation pauses screen. */
export const vacationKeys = {
  forClient: (clientId: number) => ['vacations', 'client', clientId] as const,
};
