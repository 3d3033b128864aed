import type { ChannelEditorParts } from '../../features/channels/components/editor/editor-parts';
import { useAccount } from '../../features/clients/api/get-account';
import { TerritoryEditor } from '../../features/territory/components/editor/territory-editor';

/** The channel editor's parts of other features: the territory editor and the account read. */
export const channelEditorParts: ChannelEditorParts = {
  TerritoryField: TerritoryEditor,
  useAccount,
};
