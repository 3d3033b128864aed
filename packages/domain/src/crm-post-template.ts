/**
 * Renders a CRM target's post template: {{name}} placeholders take the lead's fields and the
 * channel's CRM variables (named by the target's variableNames, in order). Unknown ones are
 * left empty, so a post never carries a raw placeholder. A template that is a JSON object gets
 * its values JSON-escaped, any other (a form body) URL-encoded, so a name with a quote or an
 * ampersand cannot break the post.
 */
export function crmVariables(
  variableNames: readonly string[],
  values: readonly string[],
): Record<string, string> {
  return Object.fromEntries(variableNames.map((name, i) => [name, values[i] ?? '']));
}

export type PostFormat = 'json' | 'form';

export const postFormat = (template: string): PostFormat =>
  template.trimStart().startsWith('{') ? 'json' : 'form';

const ESCAPE: Record<PostFormat, (value: string) => string> = {
  json: (value) => JSON.stringify(value).slice(1, -1),
  form: encodeURIComponent,
};

export function renderPostTemplate(template: string, values: Record<string, string>): string {
  const escape = ESCAPE[postFormat(template)];
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) =>
    escape(Object.hasOwn(values, name) ? (values[name] ?? '') : ''),
  );
}
