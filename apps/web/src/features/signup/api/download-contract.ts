import { useMutation } from '@tanstack/react-query';
import { signupOperations } from '@client-admin/contracts/signup';
import { callBlob } from '../../../lib/call-api';

/** The file name a client's contract is saved as. */
export const contractFileName = (clientId: number) => `contract-${clientId}.pdf`;

/** GET /download/{clientId}: the signed contract's PDF, handed to `save` as a download. */
export async function downloadContract(
  clientId: number,
  save: (blob: Blob, fileName: string) => void,
): Promise<void> {
  const pdf = await callBlob(signupOperations.downloadContract, { params: { id: clientId } });
  save(pdf, contractFileName(clientId));
}

export function useDownloadContract(save: (blob: Blob, fileName: string) => void) {
  return useMutation({ mutationFn: (clientId: number) => downloadContract(clientId, save) });
}
