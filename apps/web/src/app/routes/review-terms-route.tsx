import { saveFile } from '../../features/billing/utils/save-file';
import ReviewTermsPage from '../../features/signup/pages/review-terms-page';

/** /review-terms/{clientId}: the signed contract, its PDF saved the way statements' are. */
export default function ReviewTermsRoute() {
  return <ReviewTermsPage download={{ saveFile }} />;
}
