import {
  fillPath,
  type Call,
  type Input,
  type Operation,
  type Output,
  type PathParams,
} from '@client-admin/contracts/call-table';
import type { z } from 'zod';
import { api, type ApiOptions } from './http';

type Query = ApiOptions<unknown>['query'];

/** What a call needs besides its path parameters; a key is left out where the call has none. */
type CallParts<C extends Call> = (PathParams<C['path']> extends Record<string, never>
  ? { params?: undefined }
  : { params: PathParams<C['path']> }) & {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal | undefined;
  anonymous?: boolean;
  headers?: Record<string, string>;
};

export type OperationParts<O extends Operation> = Omit<CallParts<O>, 'query' | 'body'> &
  (O extends { query: z.ZodType } ? { query: Input<O['query']> & Query } : { query?: undefined }) &
  (O extends { body: z.ZodType } ? { body: Input<O['body']> } : { body?: undefined });

/**
 * Calls an operation of the call table: its method and path from the table, the answer parsed
 * with its response schema.
 */
export function callApi<O extends Operation>(
  operation: O,
  parts: OperationParts<O>,
): Promise<Output<O['response']>> {
  // A 204 has no body: its schema, z.null(), only documents that.
  if (operation.status === 204) {
    return request(operation, parts, undefined).then(() => null as Output<O['response']>);
  }
  return request(
    operation,
    parts,
    operation.response as ApiOptions<Output<O['response']>>['schema'],
  );
}

/**
 * Calls a call of the table without its schemas, for the first screen, which must not load zod;
 * the caller checks the answer (checkContract) itself.
 */
export function callWithoutSchema<C extends Call>(call: C, parts: CallParts<C>): Promise<unknown> {
  return request<unknown>(call, parts, undefined);
}

/** Calls an operation that answers a file (a PDF): the bytes as a Blob, with its type. */
export function callBlob<O extends Operation>(
  operation: O,
  parts: OperationParts<O>,
): Promise<Blob> {
  return request<Blob>(operation, { ...parts, blob: true }, undefined);
}

function request<T>(
  call: Call,
  parts: {
    params?: unknown;
    query?: Query;
    body?: unknown;
    signal?: AbortSignal | undefined;
    anonymous?: boolean;
    headers?: Record<string, string>;
    blob?: boolean;
  },
  schema: ApiOptions<T>['schema'],
): Promise<T> {
  const path = fillPath(call.path, (parts.params ?? {}) as PathParams<string>);
  return api<T>(path, {
    method: call.method,
    ...(parts.query ? { query: parts.query } : {}),
    ...(parts.body !== undefined ? { body: parts.body } : {}),
    ...(schema ? { schema } : {}),
    ...(parts.signal ? { signal: parts.signal } : {}),
    ...(parts.anonymous ? { anonymous: true } : {}),
    ...(parts.headers ? { headers: parts.headers } : {}),
    ...(parts.blob ? { blob: true } : {}),
  });
}
