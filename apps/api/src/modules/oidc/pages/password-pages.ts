import { PASSWORD_RULE_MESSAGE } from '@client-admin/domain/password';
import { alertBlock, escapeHtml, inputField, noticeBlock, renderPage } from './layout';

function backLink(backTo: string): string {
  return `<nav class="links" aria-label="Other options"><a href="${escapeHtml(backTo)}">Back to sign in</a></nav>`;
}

/** Asks for the e-mail to send a reset link to. */
export function renderForgotPasswordPage(view: {
  backTo: string;
  action: string;
  email?: string;
  error?: string;
  notice?: string;
}): string {
  const form = view.notice
    ? ''
    : `<p>Enter your email and we will send you a link to choose a new password.</p>
<form method="post" action="${escapeHtml(view.action)}" novalidate>
${inputField({ id: 'email', label: 'Email', type: 'email', autocomplete: 'username', value: view.email ?? '' })}
<button type="submit">Send reset link</button>
</form>`;
  return renderPage(
    'Reset your password',
    `${alertBlock(view.error)}${noticeBlock(view.notice)}${form}${backLink(view.backTo)}`,
  );
}

/** The page the e-mailed link opens: choose a new password. */
export function renderResetPasswordPage(view: {
  action: string;
  errors?: Record<string, string>;
}): string {
  const e = view.errors ?? {};
  return renderPage(
    'Choose a new password',
    `<form method="post" action="${escapeHtml(view.action)}" novalidate>
${inputField({ id: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', error: e.password, hint: PASSWORD_RULE_MESSAGE })}
${inputField({ id: 'confirmPassword', label: 'Confirm password', type: 'password', autocomplete: 'new-password', error: e.confirmPassword })}
<button type="submit">Set password</button>
</form>`,
  );
}

/** A short outcome (done, link expired...) with one way on. */
export function renderMessagePage(view: {
  title: string;
  message: string;
  link: { href: string; label: string };
  isError?: boolean;
}): string {
  const block = view.isError ? alertBlock(view.message) : noticeBlock(view.message);
  return renderPage(
    view.title,
    `${block}<nav class="links"><a href="${escapeHtml(view.link.href)}">${escapeHtml(view.link.label)}</a></nav>`,
  );
}
