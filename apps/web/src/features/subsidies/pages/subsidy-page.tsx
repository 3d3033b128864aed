import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/page-frame';
import { TitledSection } from '../../../components/titled-section';
import { BatchHistory } from '../components/batch-history';
import { StateFarmUpload } from '../components/state-farm-upload';
import { SubsidyImportWizard } from '../components/subsidy-import-wizard';

interface SubsidyPageProps {
  /** The Farmers agent import, composed in by the route (its own path, seed 002 §4). */
  farmersAgentUpload?: ReactNode;
  /** The Farmers parts of the area (billing records, agent import status), composed in too. */
  farmers?: ReactNode;
}

/** /subsidy (staff): the subsidy import wizard, the State Farm upload and the import history. */
export function SubsidyPage({ farmersAgentUpload, farmers }: SubsidyPageProps) {
  return (
    <PageFrame title="Subsidy">
      <TitledSection title="Import a file">
        <SubsidyImportWizard farmersAgentUpload={farmersAgentUpload} />
      </TitledSection>
      <TitledSection title="State Farm scheduled upload">
        <StateFarmUpload />
      </TitledSection>
      {farmers}
      <TitledSection title="Import history">
        <BatchHistory />
      </TitledSection>
    </PageFrame>
  );
}
