import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelOperations } from '@client-admin/contracts/channels';
import { callApi } from './call-api';
import { callQuery } from './call-query';

vi.mock('./call-api', () => ({ callApi: vi.fn(async () => ['answer']) }));

describe('callQuery', () => {
  afterEach(() => vi.mocked(callApi).mockClear());

  it('passes the key through and calls the operation with params, query and the abort signal', async () => {
    const key = ['channels', 'list', 7] as const;
    const options = callQuery(key, channelOperations.listChannels, {
      params: { clientId: 7 },
      query: { noGeoMaps: true },
    });
    expect(options.queryKey).toBe(key);

    const queryClient = new QueryClient();
    await expect(queryClient.fetchQuery(options)).resolves.toEqual(['answer']);
    expect(callApi).toHaveBeenCalledTimes(1);
    const [operation, parts] = vi.mocked(callApi).mock.calls[0]!;
    expect(operation).toBe(channelOperations.listChannels);
    expect(parts).toEqual({
      params: { clientId: 7 },
      query: { noGeoMaps: true },
      signal: expect.any(AbortSignal),
    });
    expect(queryClient.getQueryData(key)).toEqual(['answer']);
  });

  it('hands the abort signal of the query to the call', async () => {
    const options = callQuery(['x'], channelOperations.getChannel, { params: { id: 3 } });
    const controller = new AbortController();
    await options.queryFn!({ signal: controller.signal, queryKey: ['x'] } as never);
    expect(vi.mocked(callApi).mock.calls[0]![1]).toEqual({
      params: { id: 3 },
      signal: controller.signal,
    });
    expect(vi.mocked(callApi).mock.calls[0]![1].signal).toBe(controller.signal);
  });
});
