import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { ChannelDraftInput } from '@client-admin/contracts/channels';
import type { PackagePriceModifier } from '@client-admin/contracts/packages';
import { CHANNEL_MESSAGES, DEFAULT_MAX_SOLD } from '@client-admin/domain/channel-messages';
import { isCustomPackage } from '@client-admin/domain/package-change';
import { useToast } from '../../../../lib/toast';
import { getChannelPackagesQueryOptions } from '../../api/get-channel-packages';
import { getCustomPriceModifiersQueryOptions } from '../../api/get-custom-price-modifiers';
import type { ChannelFormValues } from '../../utils/channel-form-values';
import { applyPackage, basePriceFor, type PackageFields } from '../../utils/package-price';
import type { ChannelEditorContext } from './editor-context';

type ChannelForm = UseFormReturn<ChannelFormValues, unknown, ChannelDraftInput>;

const NO_PACKAGE: PackageFields = {
  packageId: null,
  price: 0,
  maxPrice: null,
  maxSold: DEFAULT_MAX_SOLD,
  priceModifiers: [],
};

/**
 * Follows a person's picks: a package applies the package change of seed 001 §4 (the price
 * follows it); a new quote type clears the package and starts from the base package price.
 */
export function usePackageChange(form: ChannelForm, editor: ChannelEditorContext) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { watch, setValue, getValues } = form;

  useEffect(() => {
    const apply = (fields: Partial<PackageFields>) => {
      for (const [name, value] of Object.entries(fields)) {
        setValue(name as keyof PackageFields, value as never, { shouldDirty: true });
      }
    };

    const customModifiers = async (): Promise<PackagePriceModifier[] | undefined> => {
      try {
        return await queryClient.fetchQuery(getCustomPriceModifiersQueryOptions());
      } catch {
        toast.error(CHANNEL_MESSAGES.getCustomPriceModifiers);
        return undefined;
      }
    };

    const pickPackage = async (packageId: string | null) => {
      // Modifiers belong to a package: without one the channel has none.
      if (packageId === null) {
        apply({ priceModifiers: [] });
        return;
      }
      const { quoteType } = getValues();
      const list = queryClient.getQueryData(
        getChannelPackagesQueryOptions(editor.carrier ?? '', quoteType, editor.serviceType)
          .queryKey,
      );
      const picked = list?.find((p) => p.id === packageId);
      if (!picked) return;
      const custom = isCustomPackage(picked.id) ? await customModifiers() : undefined;
      // Another pick may have come while the custom modifiers loaded.
      if (getValues('packageId') !== picked.id) return;
      apply(
        applyPackage(picked, {
          isCorporate: editor.isCorporate,
          ...(custom ? { customModifiers: custom } : {}),
        }),
      );
    };

    const pickQuoteType = (quoteType: string) => {
      apply({ ...NO_PACKAGE, price: basePriceFor(quoteType, editor.isCorporate) ?? 0 });
      setValue('sourcePackage', null, { shouldDirty: true });
    };

    const subscription = watch((values, { name, type }) => {
      if (type !== 'change') return;
      if (name === 'packageId') void pickPackage(values.packageId ?? null);
      if (name === 'quoteType') pickQuoteType(values.quoteType ?? '');
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, getValues, queryClient, toast, editor]);
}
