import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { paths } from '../../../../config/paths';
import { AppLink } from '../../../../lib/app-link';

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
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" component={AppLink} href={paths.createChannel(clientId, 'web')}>
        Add Web Channel
      </Button>
      <Button variant="contained" component={AppLink} href={paths.createChannel(clientId, 'call')}>
        Add Call Channel
      </Button>
      <Button
        variant="outlined"
        component={AppLink}
        href={paths.createChannelByTerritory(clientId)}
      >
        Add Channel by Territory
      </Button>
      {isCorporate && (
        <Button
          variant="outlined"
          component={AppLink}
          href={paths.createChannel(clientId, 'callcampaign')}
        >
          Add Call Campaign
        </Button>
      )}
    </Stack>
  );
}
