/**
 * Query-key roots that one feature's writes make stale in another feature's reads: a package
 * saved on the product admin screen changes the channel editor's package lists.
 */
export const sharedQueryKeys = {
  channelPackages: ['channels', 'packages'] as const,
};
