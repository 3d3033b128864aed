import sanitizeHtml from 'sanitize-html';

/**
 * Notification content is HTML written by staff and rendered for clients, so it is cleaned on
 * the way in: basic formatting, links, lists and headings survive; scripts, styles, event
 * handlers and non-web URLs never do.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'a',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target
        ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' }
        : attribs,
    }),
  },
};

export function sanitizeNotificationHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
