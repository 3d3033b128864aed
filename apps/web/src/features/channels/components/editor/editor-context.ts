import type { ChannelDetail, ChannelServiceTypeParam } from '@client-admin/contracts/channels';
import type { ServiceType } from '@client-admin/domain/quote-types';
import type { SectionLink } from './section-nav';

/** What every editor section knows about the channel being edited and who edits it. */
export interface ChannelEditorContext {
  /** A signup's channel belongs to no client yet: it is saved into the signup, not the API. */
  mode: 'create' | 'edit' | 'signup';
  /** Null for a signup's channel. */
  clientId: number | null;
  /** The path's service type: Web, Call, or CallCampaign (a corporate call channel). */
  service: ChannelServiceTypeParam;
  serviceType: ServiceType;
  carrier: string | null;
  isCorporate: boolean;
  isStaff: boolean;
  agencyEmail: string | null;
  /** The saved channel, when editing. */
  channel: ChannelDetail | null;
}

/** State overrides belong to call campaigns: corporate call channels. */
export const hasStateOverrides = (editor: ChannelEditorContext) =>
  editor.service === 'CallCampaign' || (editor.serviceType === 'Call' && editor.isCorporate);

/** The form's sections, in the order they appear. */
export function formSections(editor: ChannelEditorContext): SectionLink[] {
  return [
    { id: 'basics', title: 'Basics' },
    { id: 'package', title: 'Package and price' },
    { id: 'territory', title: 'Territory' },
    { id: 'caps', title: 'Caps' },
    { id: 'delivery', title: 'Delivery' },
    ...(editor.serviceType === 'Call' ? [{ id: 'call-settings', title: 'Call settings' }] : []),
    ...(editor.serviceType === 'Web' ? [{ id: 'web-schedule', title: 'Lead schedule' }] : []),
    ...(editor.isStaff ? [{ id: 'advanced', title: 'Advanced' }] : []),
  ];
}
