import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useRouterState } from '@tanstack/react-router';

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
      <LinearProgress color="secondary" aria-label="Loading page" />
    </Box>
  );
}
