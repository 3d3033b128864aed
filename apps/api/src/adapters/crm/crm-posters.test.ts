import { describe, expect, it } from 'vitest';
import type { CrmPost } from './crm-poster';
import { createHttpCrmPoster } from './http-crm-poster';
import { signPost, verifyPost, SIGNATURE_HEADER } from './post-signature';
import { signingCrmPoster } from './signing-crm-poster';

const post: CrmPost = { channelId: 1, domain: 'crm.example', body: 'a=1&b=2', isTest: false };
const at = new Date('2026-11-24T12:00:00Z');

describe('CRM post signature', () => {
  it('signs the timestamp and the body, and verifies only within five minutes', () => {
    const header = signPost('s3cret', post.body, at);
    expect(header).toMatch(/^t=1795521600,v1=[0-9a-f]{64}$/);
    expect(verifyPost('s3cret', post.body, header, at)).toBe(true);
    expect(verifyPost('s3cret', post.body, header, new Date(at.getTime() + 299_000))).toBe(true);
    expect(verifyPost('s3cret', post.body, header, new Date(at.getTime() + 301_000))).toBe(false);
    expect(verifyPost('s3cret', post.body, 'garbage', at)).toBe(false);
  });

  it('the signing poster hands the adapter the signed post', async () => {
    const sent: CrmPost[] = [];
    const poster = signingCrmPoster({ post: async (p) => void sent.push(p) }, 's3cret', () => at);
    await poster.post(post);
    expect(sent[0]).toEqual({ ...post, signature: signPost('s3cret', post.body, at) });
  });
});

describe('HTTP CRM poster', () => {
  it('posts the body to the domain with its content type and signature', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('ok');
    }) as unknown as typeof fetch;
    await createHttpCrmPoster(1000, fetcher).post({ ...post, signature: 't=1,v1=ab' });
    await createHttpCrmPoster(1000, fetcher).post({ ...post, body: '{"a":1}', isTest: true });
    expect(calls[0]!.url).toBe('https://crm.example/');
    expect(calls[0]!.init.headers).toMatchObject({
      'Content-Type': 'application/x-www-form-urlencoded',
      [SIGNATURE_HEADER]: 't=1,v1=ab',
    });
    expect(calls[1]!.init.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Lead-Test': 'true',
    });
  });

  it('fails a post the CRM refuses, so the job retries it', async () => {
    const fetcher = (async () => new Response('no', { status: 503 })) as unknown as typeof fetch;
    await expect(createHttpCrmPoster(1000, fetcher).post(post)).rejects.toThrow(
      'crm.example answered 503',
    );
  });
});
