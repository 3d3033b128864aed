import ChannelEditPage from '../../features/channels/pages/channel-edit-page';
import { channelEditorParts } from './channel-editor-parts';

/** /leads/channeledit/{clientId}/{channelId}: the channel editor, with its territory. */
export default function ChannelEditRoute() {
  return <ChannelEditPage parts={channelEditorParts} />;
}
