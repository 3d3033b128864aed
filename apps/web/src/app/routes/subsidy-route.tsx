import { SubsidyPage } from '../../features/subsidies/pages/subsidy-page';

/** /subsidy (staff): the subsidy imports. */
export default function SubsidyRoute() {
  return <SubsidyPage />;
}
