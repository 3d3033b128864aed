import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app';

export type RequestHeaders = Record<string, string>;
export type RequestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Payload = InjectOptions['payload'];
type Answer = Promise<LightMyRequestResponse>;

/** Calls into the test app the way a browser would, one per HTTP method. */
export interface TestRequests {
  request: (
    method: RequestMethod,
    url: string,
    headers?: RequestHeaders,
    payload?: Payload,
  ) => Answer;
  get: (url: string, headers?: RequestHeaders) => Answer;
  post: (url: string, headers?: RequestHeaders, payload?: Payload) => Answer;
  put: (url: string, headers?: RequestHeaders, payload?: Payload) => Answer;
  delete: (url: string, headers?: RequestHeaders) => Answer;
}

export function testRequests(app: App): TestRequests {
  const request: TestRequests['request'] = (method, url, headers = {}, payload) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  return {
    request,
    get: (url, headers) => request('GET', url, headers),
    post: (url, headers, payload) => request('POST', url, headers, payload),
    put: (url, headers, payload) => request('PUT', url, headers, payload),
    delete: (url, headers) => request('DELETE', url, headers),
  };
}
