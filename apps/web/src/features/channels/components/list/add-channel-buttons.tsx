import { Button } from '../../../../components/plain/button';
import { paths } from '../../../../config/paths';
import styles from './add-channel-buttons.module.css';

interface AddChannelButtonsProps {
  clientId: number;
  isCorporate: boolean;
}

/**
 * Links to the add-channel page per service type and to the territory look-up tool; call
 * campaigns are for corporate clients.
 */
export function AddChannelButtons({ clientId, isCorporate }: AddChannelButtonsProps) {
  return (
    <div className={styles.buttons}>
      <Button variant="contained" href={paths.createChannel(clientId, 'web')}>
        Add Web Channel
      </Button>
      <Button variant="contained" href={paths.createChannel(clientId, 'call')}>
        Add Call Channel
      </Button>
      <Button variant="outlined" href={paths.createChannelByTerritory(clientId)}>
        Add Channel by Territory
      </Button>
      {isCorporate && (
        <Button variant="outlined" href={paths.createChannel(clientId, 'callcampaign')}>
          Add Call Campaign
        </Button>
      )}
    </div>
  );
}
