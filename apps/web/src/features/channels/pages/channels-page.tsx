import { LaterReleasePage } from '../../../app/routes/later-release-page';

export default function ChannelsPage() {
  return <LaterReleasePage title="ChannelsPage" />;
}
