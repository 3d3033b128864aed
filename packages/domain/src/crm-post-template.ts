/**
 * Renders a CRM target's post template: {{name}} placeholders take the lead's fields and the
 * channel's CRM variables (named by the target's variableNames, in order). Unknown ones are
 * left empty, so a post never carries a raw placeholder.
 */
export function crmVariables(
  variableNames: readonly string[],
  values: readonly string[],
): Record<string, string> {
  return Object.fromEntries(variableNames.map((name, i) => [name, values[i] ?? '']));
}

export function renderPostTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? '') : '',
  );
}
