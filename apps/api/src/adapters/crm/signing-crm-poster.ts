import type { CrmPost, CrmPoster } from './crm-poster';
import { signPost } from './post-signature';

/** Signs every post (lead deliveries and test leads alike) before the adapter sends it. */
export function signingCrmPoster(
  inner: CrmPoster,
  secret: string,
  clock: () => Date = () => new Date(),
): CrmPoster {
  return {
    post: (post: CrmPost) =>
      inner.post({ ...post, signature: signPost(secret, post.body, clock()) }),
  };
}
