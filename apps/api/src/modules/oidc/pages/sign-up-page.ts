import { US_STATES } from '@client-admin/domain/us-states';
import { PASSWORD_RULE_MESSAGE } from '@client-admin/domain/password';
import { alertBlock, escapeHtml, inputField, renderPage } from './layout';

export interface SignUpValues {
  email: string;
  firstName: string;
  lastName: string;
  state: string;
}

function stateSelect(selected: string, error: string | undefined): string {
  const options = US_STATES.map(
    (s) =>
      `<option value="${s.abbreviation}"${s.abbreviation === selected ? ' selected' : ''}>${escapeHtml(s.name)}</option>`,
  ).join('');
  return `<label for="state">State</label>
<select id="state" name="state" required${error ? ' aria-invalid="true" aria-describedby="state-error"' : ''}>
<option value="">Select a state</option>${options}
</select>${error ? `<p class="field-error" id="state-error">${escapeHtml(error)}</p>` : ''}`;
}

/** Agent self sign-up: the login it makes has no roles until its default client is made. */
export function renderSignUpPage(view: {
  uid: string;
  values?: Partial<SignUpValues>;
  errors?: Record<string, string>;
  error?: string;
}): string {
  const base = `/oidc/interaction/${encodeURIComponent(view.uid)}`;
  const v = view.values ?? {};
  const e = view.errors ?? {};
  return renderPage(
    'Create your account',
    `${alertBlock(view.error)}
<form method="post" action="${base}/signup" novalidate>
${inputField({ id: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: v.email ?? '', error: e.email })}
${inputField({ id: 'firstName', label: 'First name', type: 'text', autocomplete: 'given-name', value: v.firstName ?? '', error: e.firstName })}
${inputField({ id: 'lastName', label: 'Last name', type: 'text', autocomplete: 'family-name', value: v.lastName ?? '', error: e.lastName })}
${stateSelect(v.state ?? '', e.state)}
${inputField({ id: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', error: e.password, hint: PASSWORD_RULE_MESSAGE })}
${inputField({ id: 'confirmPassword', label: 'Confirm password', type: 'password', autocomplete: 'new-password', error: e.confirmPassword })}
<button type="submit">Create account</button>
</form>
<nav class="links" aria-label="Other options">
<a href="${base}?view=signin">Already have an account? Sign in</a>
</nav>`,
  );
}
