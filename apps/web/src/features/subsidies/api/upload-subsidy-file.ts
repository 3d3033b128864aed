import { useMutation } from '@tanstack/react-query';
import { subsidiesOperations } from '@client-admin/contracts/subsidies';
import type { ImportType } from '@client-admin/domain/subsidies/constants';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

const operation = subsidiesOperations.uploadSubsidyFile;

export interface SubsidyUpload {
  importType: ImportType;
  file: File;
  onProgress: (percent: number) => void;
}

/** POST /api/subsidy/upload (multipart, one `file` field), reporting the upload's progress. */
export function useUploadSubsidyFile() {
  return useMutation({
    mutationFn: ({ importType, file, onProgress }: SubsidyUpload) => {
      const form = new FormData();
      form.append('file', file);
      return uploadWithProgress(operation.path, {
        query: { importType },
        form,
        schema: operation.response,
        onProgress,
      });
    },
  });
}
