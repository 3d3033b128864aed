import Box from '@mui/material/Box';
import { useRouterState } from '@tanstack/react-router';
import { ProgressBar } from '../../components/progress-bar';

/** A thin bar at the top of the page while the router loads the next page. */
export function NavigationProgress() {
  const loading = useRouterState({
    select: (state) => state.status === 'pending' || state.isLoading,
  });
  if (!loading) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
    >
      <ProgressBar label="Loading page" color="secondary" />
    </Box>
  );
}
