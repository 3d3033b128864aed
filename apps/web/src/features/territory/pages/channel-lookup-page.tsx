import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TERRITORY_LOOKUP_MESSAGES as M } from '@client-admin/domain/territory/territory-messages';
import { paths } from '../../../config/paths';
import { AppLink } from '../../../lib/app-link';
import { useClient } from '../../../lib/current-client';
import { PageFrame } from '../../../components/page-frame';
import { PageLoading } from '../../../components/page-loading';
import { useClientIdParam } from '../../../lib/use-client-id-param';
import { usePackageRegions } from '../api/get-package-regions';
import { ChannelDraftsSection } from '../components/channel-drafts-section';
import { LookupSearchForm } from '../components/lookup-search-form';
import { TitledSection } from '../../../components/titled-section';
import { RegionDraft } from '../components/region-draft';
import type { DraftChannel } from '../utils/draft-channel';
import type { LookupSearch } from '../utils/lookup-search';

/**
 * /leads/create-channel-lut/{clientId} (seed 001 §2): channels drawn by looking up the package
 * regions around a zip, adjusted, estimated, then created together.
 */
export default function ChannelLookupPage() {
  const clientId = useClientIdParam();
  const client = useClient(clientId);
  const [search, setSearch] = useState<LookupSearch | null>(null);
  const [packageId, setPackageId] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<DraftChannel[]>([]);
  const nextKey = useRef(1);
  const regions = usePackageRegions(search, packageId);
  const region = regions.data;
  const chosenPackage = packageId ?? region?.packages[0]?.id ?? null;

  return (
    <PageFrame
      title={'Add Lead Channel by Territory'}
      action={
        <Button component={AppLink} href={paths.client.channels(clientId)}>
          Back to channels
        </Button>
      }
    >
      {client.isPending && <PageLoading label="Loading client" />}
      {client.data && (
        <TitledSection title="Look up">
          <LookupSearchForm
            clientId={clientId}
            parentCompany={client.data.parentCompany ?? ''}
            busy={regions.isFetching}
            onSearch={(next) => {
              // The same search again is a retry: ask again rather than keep the cached answer.
              if (JSON.stringify(next) === JSON.stringify(search) && packageId === null) {
                void regions.refetch();
              }
              setSearch(next);
              setPackageId(null);
            }}
          />
          {regions.isError && <Alert severity="error">{M.getPackageRegions}</Alert>}
          {regions.isFetching && <PageLoading label="Loading package regions" />}
        </TitledSection>
      )}
      {search && region && (
        <TitledSection title="Territory">
          {chosenPackage ? (
            <RegionDraft
              key={regions.dataUpdatedAt}
              region={region}
              search={search}
              packageId={chosenPackage}
              onPackageChange={setPackageId}
              onAdd={(draft) =>
                setDrafts((all) => [...all, { ...draft, key: String(nextKey.current++) }])
              }
            />
          ) : (
            <Typography color="text.secondary">{M.noPackagesAroundZip}</Typography>
          )}
        </TitledSection>
      )}
      <ChannelDraftsSection
        clientId={clientId}
        drafts={drafts}
        onRemove={(key) => setDrafts((all) => all.filter((d) => d.key !== key))}
      />
    </PageFrame>
  );
}
