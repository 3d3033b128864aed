import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';
import { ChunkLoadTimeoutError } from './chunk-load';

/** 'Reload' after a chunk failed or timed out (a new release, or a lost connection). */
export default function ChunkLoadDialog({ error }: { error: Error }) {
  const [open, setOpen] = useState(true);
  const timedOut = error instanceof ChunkLoadTimeoutError;
  return (
    <ThemeProvider theme={theme}>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="chunk-load-title">
        <DialogTitle id="chunk-load-title">This page could not be loaded</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {timedOut
              ? 'Loading is taking too long. Check your connection, then reload the page.'
              : 'A part of Client Admin failed to load, perhaps because a new version was released. Reload the page to continue.'}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Dismiss</Button>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </DialogActions>
      </Dialog>
    </ThemeProvider>
  );
}
