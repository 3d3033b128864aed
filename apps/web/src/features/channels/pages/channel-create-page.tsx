import { LaterReleasePage } from '../../../app/routes/later-release-page';

export default function ChannelCreatePage() {
  return <LaterReleasePage title="ChannelCreatePage" />;
}
