import type { z } from 'zod';
import { MESSAGES } from '@client-admin/domain/messages';
import { ApiError, buildHeaders, toApiError } from './http';
import { recordRequestError } from './error-reporting';

export interface UploadOptions<T> {
  method?: 'POST' | 'PUT';
  query?: Record<string, string | number | boolean | undefined>;
  /** The multipart body: one file field, as the API reads it. */
  form: FormData;
  schema: z.ZodType<T>;
  /** 0 to 100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function urlOf(path: string, query: UploadOptions<unknown>['query']) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Sends a file to the API and reports how much has gone out: fetch cannot tell, so this one call
 * uses XMLHttpRequest, with the same headers and the same errors (ApiError) as every other call.
 */
export async function uploadWithProgress<T>(path: string, options: UploadOptions<T>): Promise<T> {
  const headers = await buildHeaders({ body: options.form });
  const method = options.method ?? 'POST';
  const response = await new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, urlOf(path, options.query));
    headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      options.onProgress?.(100);
      resolve(new Response(xhr.responseText, { status: xhr.status }));
    };
    xhr.onerror = () => {
      recordRequestError({ method, path, status: 0, message: 'upload failed' });
      reject(new ApiError(MESSAGES.networkError, 0));
    };
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(options.form);
  });
  if (!response.ok) {
    const failure = await toApiError(response);
    recordRequestError({ method, path, status: failure.status, message: failure.message });
    throw failure;
  }
  return options.schema.parse(JSON.parse(await response.text()));
}
