import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, renderPage } from './layout';
import { AUTO_SUBMIT_SCRIPT_PATH } from './auto-submit-script';

/**
 * End session without a confirm step: the provider's form is submitted at once with logout=yes,
 * which ends the whole issuer session and goes on to the post_logout_redirect_uri.
 */
export async function renderLogoutPage(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const withLogout = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/><noscript><button type="submit">Sign out</button></noscript></form>',
  );
  ctx.type = 'html';
  ctx.body = renderPage(
    'Signing out',
    `<p>Signing you out…</p>${withLogout}
<script src="${AUTO_SUBMIT_SCRIPT_PATH}"></script>`,
  );
}

export async function renderLoggedOutPage(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.type = 'html';
  ctx.body = renderPage(
    'Signed out',
    '<p>You are signed out.</p><nav class="links"><a href="/">Sign in again</a></nav>',
  );
}

export async function renderOidcErrorPage(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
): Promise<void> {
  ctx.type = 'html';
  ctx.body = renderPage(
    'Sign-in problem',
    `<p class="alert" role="alert">${escapeHtml(out.error_description ?? out.error)}</p>
<nav class="links"><a href="/">Back to the portal</a></nav>`,
  );
}
