import { useNavigate } from '@tanstack/react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ClientSearch } from '../components/client-search';
import { useClientSearchState } from '../hooks/use-client-search-state';

export default function AdminDashboardPage() {
  const [search, setSearch] = useClientSearchState();
  const navigate = useNavigate();

  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1">
        Client Search
      </Typography>
      <ClientSearch
        search={search}
        onSearchChange={setSearch}
        onOpen={(clientId) => void navigate({ to: '/client/$clientId', params: { clientId } })}
      />
    </Stack>
  );
}
