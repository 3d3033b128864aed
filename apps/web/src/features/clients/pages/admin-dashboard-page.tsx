import { useNavigate } from '@tanstack/react-router';
import text from '../../../components/plain/text.module.css';
import { ClientSearch } from '../components/client-search';
import { useClientSearchState } from '../hooks/use-client-search-state';
import styles from './admin-dashboard-page.module.css';

export default function AdminDashboardPage() {
  const [search, setSearch] = useClientSearchState();
  const navigate = useNavigate();

  return (
    <div className={styles.page}>
      <h1 className={text.h1}>Client Search</h1>
      <ClientSearch
        search={search}
        onSearchChange={setSearch}
        onOpen={(clientId) => void navigate({ to: '/client/$clientId', params: { clientId } })}
      />
    </div>
  );
}
