import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@client-admin/domain/constants';
import { chunkLoadFailures, ChunkLoadTimeoutError, loadChunk } from './chunk-load';
import { lazyWithPreload } from './lazy-with-preload';

describe('chunk load time-out', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    chunkLoadFailures.reset();
  });
  afterEach(() => vi.useRealTimers());

  it('a chunk arriving in time loads and reports nothing', async () => {
    const loaded = loadChunk(() => Promise.resolve({ default: 'page' }));
    await expect(loaded).resolves.toEqual({ default: 'page' });
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS + 1);
    expect(chunkLoadFailures.get()).toBeNull();
  });

  it('a chunk slower than 120 s rejects and asks for the Reload dialog', async () => {
    const loaded = loadChunk(() => new Promise<never>(() => {}));
    const outcome = expect(loaded).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(chunkLoadFailures.get()).toBeNull();
    vi.advanceTimersByTime(1);
    await outcome;
    expect(chunkLoadFailures.get()).toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('a chunk that fails to load asks for the Reload dialog', async () => {
    const error = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadChunk(() => Promise.reject(error))).rejects.toBe(error);
    expect(chunkLoadFailures.get()).toBe(error);
  });

  it('the lazy helper may try again after a failure', async () => {
    const factory = vi
      .fn<() => Promise<{ default: () => null }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => null });
    const popup = lazyWithPreload(factory);
    popup.preload();
    await vi.waitFor(() => expect(chunkLoadFailures.get()).not.toBeNull());
    popup.preload();
    expect(factory).toHaveBeenCalledTimes(2);
  });
});
