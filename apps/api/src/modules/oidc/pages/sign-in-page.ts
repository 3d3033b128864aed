import { alertBlock, escapeHtml, inputField, noticeBlock, renderPage } from './layout';

export type SignInPolicy = 'staff' | 'agent' | 'signup';

/** The default policy is everyone's (the portal cannot tell staff from agents before sign-in). */
export function signInTitle(policy: SignInPolicy): string {
  if (policy === 'staff') return 'Staff sign in';
  if (policy === 'signup') return 'Create your account';
  return 'Sign in';
}

/** One page for every login; the policy only changes the title and the sign-up link. */
export function renderSignInPage(view: {
  uid: string;
  policy: SignInPolicy;
  email?: string;
  error?: string;
  notice?: string;
}): string {
  const base = `/oidc/interaction/${encodeURIComponent(view.uid)}`;
  const signUpLink =
    view.policy === 'staff' ? '' : `<a href="${base}/signup">New agent? Create your account</a>`;
  return renderPage(
    signInTitle(view.policy === 'signup' ? 'agent' : view.policy),
    `${alertBlock(view.error)}${noticeBlock(view.notice)}
<form method="post" action="${base}" novalidate>
${inputField({ id: 'email', label: 'Email', type: 'email', autocomplete: 'username', value: view.email ?? '' })}
${inputField({ id: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' })}
<button type="submit">Sign in</button>
</form>
<nav class="links" aria-label="Other options">
<a href="/oidc/forgot?uid=${escapeHtml(encodeURIComponent(view.uid))}">Forgot your password?</a>
${signUpLink}
</nav>`,
  );
}
