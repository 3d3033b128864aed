import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { farmersOperations as ops } from '@client-admin/contracts/farmers';
import { callQuery } from '../../../lib/call-query';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { subsidiesKeys } from './query-keys';

/** GET .../current-agent-import-status. */
export const useAgentImportStatus = () =>
  useQuery(callQuery(subsidiesKeys.farmersStatus(), ops.getAgentImportStatus, {}));

/** GET .../is-farmers-cooperate-enabled: not retried, so a failure shows ERROR at once. */
export const useCooperateEnabled = () =>
  useQuery({
    ...callQuery(subsidiesKeys.cooperate(), ops.isFarmersCooperateEnabled, {}),
    retry: false,
  });

/** GET /api/farmersBillingRecords/enabled. */
export const useBillingUploadEnabled = () =>
  useQuery(callQuery(subsidiesKeys.farmersBilling(), ops.getBillingUploadEnabled, {}));

export interface AgentUpload {
  dateContent: string;
  agentKind: 'ACTIVE' | 'TERMINATED';
  file: File;
  onProgress: (percent: number) => void;
}

/** POST .../import-farmers-agents (multipart: dateContent, agentKind, file). */
export function useImportFarmersAgents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dateContent, agentKind, file, onProgress }: AgentUpload) => {
      const form = new FormData();
      form.append('dateContent', dateContent);
      form.append('agentKind', agentKind);
      form.append('file', file);
      return uploadWithProgress(ops.importFarmersAgents.path, {
        form,
        schema: ops.importFarmersAgents.response,
        onProgress,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: subsidiesKeys.all() }),
  });
}

/** POST /api/farmersBillingRecords/farmers-billing-records-import (multipart). */
export function useImportBillingRecords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => {
      const form = new FormData();
      form.append('file', file);
      return uploadWithProgress(ops.importBillingRecords.path, {
        form,
        schema: ops.importBillingRecords.response,
        onProgress,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subsidiesKeys.all() }),
  });
}
