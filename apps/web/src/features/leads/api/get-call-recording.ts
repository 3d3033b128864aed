import { useQuery } from '@tanstack/react-query';
import { fillPath } from '@client-admin/contracts/call-table';
import { leadFlowCallCalls } from '@client-admin/contracts/lead-flow-calls.calls';
import { MESSAGES } from '@client-admin/domain/messages';
import { getAccessToken } from '../../../lib/auth/access-token';
import { ApiError } from '../../../lib/http';
import { leadsKeys } from './query-keys';

/**
 * The recording of a call leg (the telephony port's call, decision 0033): audio, so it is
 * fetched with the bearer token as a blob rather than through the JSON client.
 */
export async function getCallRecording(outboundCallSid: string, signal?: AbortSignal) {
  const call = leadFlowCallCalls.callRecording;
  const response = await fetch(fillPath(call.path, { outboundCallSid }), {
    method: call.method,
    headers: { Authorization: `Bearer ${await getAccessToken()}` },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(body.message ?? MESSAGES.requestFailed, response.status);
  }
  return response.blob();
}

/** The recording as a data: URL (no object URL to release), for an <audio> element. */
function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the recording'));
    reader.readAsDataURL(blob);
  });
}

/** The recording of a call for an <audio> element: fetched once, kept while the page is open. */
export function useCallRecordingUrl(outboundCallSid: string, enabled: boolean) {
  const recording = useQuery({
    queryKey: leadsKeys.recording(outboundCallSid),
    queryFn: async ({ signal }) => toDataUrl(await getCallRecording(outboundCallSid, signal)),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
  return {
    url: recording.data ?? null,
    isPending: recording.isPending && enabled,
    isError: recording.isError,
  };
}
