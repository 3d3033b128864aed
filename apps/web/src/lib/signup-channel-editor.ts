import type {
  ChannelDraftInput,
  ChannelServiceTypeParam,
  SubscriptionFilter,
} from '@client-admin/contracts/channels';
import type { SignupChannelOwner } from '@client-admin/contracts/signup';

/**
 * The channel editor in signup mode, as the channels feature gives it and the signup feature
 * takes it (composed in app/): a channel, and its filters, for a client that does not exist yet.
 */
export interface SignupChannelEditorProps {
  service: ChannelServiceTypeParam;
  owner: SignupChannelOwner;
  /** The signup's channel being changed; null drafts a new one. */
  channel: ChannelDraftInput | null;
  filters: SubscriptionFilter[];
  submitLabel: string;
  onSave: (channel: ChannelDraftInput, filters: SubscriptionFilter[]) => void;
}
