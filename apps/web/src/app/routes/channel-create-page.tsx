import ChannelCreatePage from '../../features/channels/pages/channel-create-page';
import { channelEditorParts } from './channel-editor-parts';

/** /leads/create-channel/{clientId}[/{serviceType}]: the channel editor, with its territory. */
export default function ChannelCreateRoute() {
  return <ChannelCreatePage parts={channelEditorParts} />;
}
