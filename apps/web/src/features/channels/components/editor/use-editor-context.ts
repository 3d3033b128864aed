import { useMemo } from 'react';
import type { ChannelDetail, ChannelServiceTypeParam } from '@client-admin/contracts/channels';
import { useAuth } from '../../../../lib/auth/use-auth';
import { useClient } from '../../../../lib/current-client';
import { serviceOfParam } from '@client-admin/domain/channel-service-types';
import { isCorporate } from '@client-admin/domain/client-types';
import type { ChannelEditorContext } from './editor-context';
import type { ChannelEditorParts } from './editor-parts';

/**
 * The client (carrier, type), its agency e-mail and the user's role for the editor; null while
 * they load. The account is only read for the ECRM check: when it fails, there is no e-mail.
 */
export function useEditorContext(
  clientId: number,
  service: ChannelServiceTypeParam | null,
  channel: ChannelDetail | null,
  useAccount: ChannelEditorParts['useAccount'],
) {
  const { flags } = useAuth();
  const client = useClient(clientId);
  const account = useAccount(clientId);
  const editor = useMemo<ChannelEditorContext | null>(() => {
    if (!client.data || !service || account.isPending) return null;
    return {
      mode: channel ? 'edit' : 'create',
      clientId,
      service,
      serviceType: serviceOfParam(service),
      carrier: client.data.parentCompany,
      isCorporate: isCorporate(client.data.clientType),
      isStaff: flags.isStaff,
      agencyEmail: account.data?.agencyEmail ?? null,
      channel,
    };
  }, [client.data, service, account.isPending, account.data, channel, clientId, flags.isStaff]);
  return { editor, clientError: client.error };
}
