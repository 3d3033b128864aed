import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Option } from '@client-admin/contracts/common';
import { CHANNEL_MESSAGES } from '@client-admin/domain/channel-messages';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { usePackage } from '../api/get-package';
import { NEW_PACKAGE_VALUES, toPackageFormValues } from '../utils/package-form-values';
import { PackageForm } from './package-form';

interface PackageDialogProps {
  /** null: a new package. */
  packageId: string | null;
  carriers: readonly Option[];
  onClose: () => void;
}

const TITLE_ID = 'package-dialog-title';

/** Creates a package, or loads one (with its excluded clients) and edits it. */
export function PackageDialog({ packageId, carriers, onClose }: PackageDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const detail = usePackage(packageId);
  useFailureToast(detail.isError, CHANNEL_MESSAGES.getPackage);

  const ready = packageId === null || detail.data !== undefined;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={TITLE_ID}
    >
      <DialogTitle id={TITLE_ID}>{packageId === null ? 'New package' : 'Edit package'}</DialogTitle>
      {ready ? (
        <PackageForm
          packageId={packageId}
          initialValues={detail.data ? toPackageFormValues(detail.data) : NEW_PACKAGE_VALUES}
          carriers={carriers}
          onDone={onClose}
        />
      ) : (
        <>
          <DialogContent>
            {detail.isError ? (
              <Alert severity="error">{CHANNEL_MESSAGES.getPackage}</Alert>
            ) : (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                <CircularProgress aria-label="Loading package" />
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
