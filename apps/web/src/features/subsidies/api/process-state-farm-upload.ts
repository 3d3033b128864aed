import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '@client-admin/contracts/call-table';
import { subsidiesOperations } from '@client-admin/contracts/subsidies';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { subsidiesKeys } from './query-keys';

const operation = subsidiesOperations.processStateFarmUpload;

/** POST /api/sfsubsidyimport/process/{processNow} (multipart), with the upload's progress. */
export function useProcessStateFarmUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      processNow,
      file,
      onProgress,
    }: {
      processNow: boolean;
      file: File;
      onProgress: (percent: number) => void;
    }) => {
      const form = new FormData();
      form.append('file', file);
      return uploadWithProgress(fillPath(operation.path, { processNow: String(processNow) }), {
        form,
        schema: operation.response,
        onProgress,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subsidiesKeys.all() }),
  });
}
