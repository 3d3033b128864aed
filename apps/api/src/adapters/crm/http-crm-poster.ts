import { postFormat } from '@client-admin/domain/crm-post-template';
import type { CrmPost, CrmPoster } from './crm-poster';
import { SIGNATURE_HEADER } from './post-signature';

/** The production adapter: posts the rendered template to https://{domain}, signed. */
export function createHttpCrmPoster(timeoutMs: number, fetcher: typeof fetch = fetch): CrmPoster {
  return {
    async post(post: CrmPost) {
      const res = await fetcher(`https://${post.domain}/`, {
        method: 'POST',
        headers: {
          'Content-Type':
            postFormat(post.body) === 'json'
              ? 'application/json'
              : 'application/x-www-form-urlencoded',
          ...(post.signature ? { [SIGNATURE_HEADER]: post.signature } : {}),
          ...(post.isTest ? { 'X-Lead-Test': 'true' } : {}),
        },
        body: post.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`${post.domain} answered ${res.status}`);
    },
  };
}
