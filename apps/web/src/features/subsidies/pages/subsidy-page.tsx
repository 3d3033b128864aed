import { PageFrame } from '../../../components/page-frame';
import { TitledSection } from '../../../components/titled-section';
import { BatchHistory } from '../components/batch-history';
import { FarmersAgentUpload } from '../components/farmers-agent-upload';
import { FarmersBillingUpload } from '../components/farmers-billing-upload';
import { FarmersStatus } from '../components/farmers-status';
import { StateFarmUpload } from '../components/state-farm-upload';
import { SubsidyImportWizard } from '../components/subsidy-import-wizard';

/**
 * /subsidy (staff): the import wizard (subsidies, or Farmers agents by their own path), the
 * State Farm scheduled upload, the Farmers status and billing records, and the import history.
 */
export default function SubsidyPage() {
  return (
    <PageFrame title="Subsidy">
      <TitledSection title="Import a file">
        <SubsidyImportWizard farmersAgentUpload={<FarmersAgentUpload />} />
      </TitledSection>
      <TitledSection title="State Farm scheduled upload">
        <StateFarmUpload />
      </TitledSection>
      <TitledSection title="Farmers agent imports">
        <FarmersStatus />
      </TitledSection>
      <TitledSection title="Farmers billing records">
        <FarmersBillingUpload />
      </TitledSection>
      <TitledSection title="Import history">
        <BatchHistory />
      </TitledSection>
    </PageFrame>
  );
}
