import { useMutation } from '@tanstack/react-query';
import { territoryOperations } from '@client-admin/contracts/territory';
import { api } from '../../../lib/http';

const operation = territoryOperations.bulkUpdateSecondaryTerritoriesOptStatus;

export interface OptInUpload {
  optIn: boolean;
  file: File;
}

/**
 * POST bulk-update-secondary-territories-opt-status?optIn, multipart with one `file` field. The
 * call table's client sends JSON only, so this goes through the raw client, which leaves the
 * multipart content type (and its boundary) to the browser.
 */
export function useUploadOptInFile() {
  return useMutation({
    mutationFn: ({ optIn, file }: OptInUpload) => {
      const form = new FormData();
      form.append('file', file);
      return api(operation.path, {
        method: operation.method,
        query: { optIn },
        body: form,
        schema: operation.response,
      });
    },
  });
}
