import { LaterReleasePage } from '../../../app/routes/later-release-page';

export default function ChannelEditPage() {
  return <LaterReleasePage title="ChannelEditPage" />;
}
