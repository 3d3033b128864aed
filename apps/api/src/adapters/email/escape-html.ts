/** Text made inert in an e-mail's HTML body: names and addresses a person typed stay text. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
