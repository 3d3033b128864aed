import SupportPage from '../../features/support/pages/support-page';
import type { SupportParts } from '../../features/support/components/support-parts';
import { ClientPickerPart } from './client-picker-part';

/** The support page's part of another feature: the clients feature's picker for staff. */
const supportParts: SupportParts = { ClientPicker: ClientPickerPart };

/** /support (staff: /support?clientId=). */
export default function SupportRoute() {
  return <SupportPage parts={supportParts} />;
}
