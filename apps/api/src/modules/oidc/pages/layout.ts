const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** Small, self-contained styles: no external fonts or files, readable on a phone. */
const STYLES = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a;background:#f2f4f7}
main{width:100%;max-width:26rem;margin:2rem 1rem;padding:2rem 1.5rem;background:#fff;border-radius:8px;
box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{margin:0 0 1.25rem;font-size:1.5rem;font-weight:600}
label{display:block;margin:1rem 0 .25rem;font-weight:500}
input,select{width:100%;padding:.625rem .75rem;font:inherit;border:1px solid #8a94a3;border-radius:4px;background:#fff}
input:focus,select:focus,button:focus,a:focus{outline:3px solid #7aa7f5;outline-offset:1px}
button{width:100%;margin-top:1.5rem;padding:.75rem;font:inherit;font-weight:600;color:#fff;background:#1851b4;
border:0;border-radius:4px;cursor:pointer}
button:hover{background:#123f8c}
a{color:#1851b4}
.alert{margin:0 0 1rem;padding:.75rem;border-radius:4px;background:#fdecea;color:#8a1c12;border:1px solid #f5c2bd}
.notice{margin:0 0 1rem;padding:.75rem;border-radius:4px;background:#e8f4ea;color:#1d5c2a;border:1px solid #b9dcc0}
.field-error{margin:.25rem 0 0;color:#8a1c12;font-size:.875rem}
.hint{margin:.25rem 0 0;color:#4a5361;font-size:.875rem}
.links{margin-top:1.25rem;display:flex;flex-direction:column;gap:.5rem;font-size:.95rem}
`;

/** The page frame every sign-in page shares. `body` must already be escaped HTML. */
export function renderPage(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

export function alertBlock(message: string | undefined): string {
  return message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>` : '';
}

export function noticeBlock(message: string | undefined): string {
  return message ? `<p class="notice" role="status">${escapeHtml(message)}</p>` : '';
}

/** A labelled input with its error tied to it for screen readers. */
export function inputField(field: {
  id: string;
  label: string;
  type: string;
  value?: string;
  autocomplete: string;
  error?: string | undefined;
  hint?: string;
}): string {
  const described = [field.error ? `${field.id}-error` : '', field.hint ? `${field.id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return `<label for="${field.id}">${escapeHtml(field.label)}</label>
<input id="${field.id}" name="${field.id}" type="${field.type}" autocomplete="${field.autocomplete}" required${
    field.value !== undefined ? ` value="${escapeHtml(field.value)}"` : ''
  }${field.error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>
${field.hint ? `<p class="hint" id="${field.id}-hint">${escapeHtml(field.hint)}</p>` : ''}${
    field.error
      ? `<p class="field-error" id="${field.id}-error">${escapeHtml(field.error)}</p>`
      : ''
  }`;
}
