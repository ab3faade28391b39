import { DESCRIPTION_TAGS, LINK_ATTRIBUTES, LINK_SCHEMES } from '@/shared/description-html';

/**
 * The editor's HTML cut down to what the server keeps (the allow-list of
 * src/shared/description-html.ts, which src/server/html/sanitize.ts applies), so the
 * preview shows what visitors will see: unknown elements are unwrapped (a <div> becomes a <p>),
 * attributes dropped except a safe link href, links open in a new tab.
 */
const KEPT = new Set<string>(DESCRIPTION_TAGS.map((tag) => tag.toUpperCase()));
const DROPPED_WITH_CONTENT = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'TEMPLATE',
  'NOSCRIPT',
]);
const SAFE_HREF = new RegExp(`^(${LINK_SCHEMES.join('|')}):`, 'i');

function cleanElement(element: Element) {
  for (const child of [...element.children]) cleanElement(child);
  const tag = element.tagName;
  if (DROPPED_WITH_CONTENT.has(tag)) {
    element.remove();
    return;
  }
  if (!KEPT.has(tag)) {
    if (tag === 'DIV' && element.parentElement?.tagName !== 'LI') {
      const paragraph = element.ownerDocument.createElement('p');
      paragraph.append(...element.childNodes);
      element.replaceWith(paragraph);
    } else {
      element.replaceWith(...element.childNodes);
    }
    return;
  }
  const href = tag === 'A' ? element.getAttribute('href')?.trim() : undefined;
  for (const attribute of [...element.attributes]) element.removeAttribute(attribute.name);
  if (tag === 'A') {
    if (href && SAFE_HREF.test(href)) element.setAttribute('href', href);
    for (const [name, value] of Object.entries(LINK_ATTRIBUTES)) element.setAttribute(name, value);
  }
}

/** Paragraphs with nothing to show (left by Enter pressed twice) are dropped. */
function dropEmptyParagraphs(root: HTMLElement) {
  for (const paragraph of [...root.querySelectorAll('p')]) {
    if ((paragraph.textContent ?? '').trim() === '' && !paragraph.querySelector('hr, table'))
      paragraph.remove();
  }
}

/** True when the HTML shows nothing (only empty paragraphs and line breaks). */
function isBlank(root: HTMLElement) {
  return (root.textContent ?? '').trim() === '' && !root.querySelector('hr, table');
}

export function normalizeEditorHtml(html: string): string {
  if (!html.trim()) return '';
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = document.createElement('div');
  root.append(template.content);
  for (const child of [...root.children]) cleanElement(child);
  dropEmptyParagraphs(root);
  if (isBlank(root)) return '';
  return root.innerHTML.trim();
}

/** A typed address as a link target: 'agrotec.bo' becomes 'https://agrotec.bo'. */
export function toLinkHref(typed: string): string | null {
  const value = typed.trim();
  if (!value) return null;
  if (SAFE_HREF.test(value)) return value;
  if (/^[\w.+-]+@[\w-]+\.[\w.-]+$/.test(value)) return `mailto:${value}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  return `https://${value}`;
}
