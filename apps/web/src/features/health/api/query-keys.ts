/** Query keys of the health screen. */
export const healthKeys = {
  status: ['health'] as const,
};
