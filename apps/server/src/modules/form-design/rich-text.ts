import sanitizeHtml from 'sanitize-html';

/** Links may go to web pages and mail addresses only (no javascript:, data:, relative…). */
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

/**
 * The formatting the rich-text widget (tiptap) produces, and nothing else: no scripts,
 * styles, event handlers, images, frames or forms. Text inside a dropped script or style is
 * dropped with it.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'a',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (_tagName, attribs) => {
      // Browsers ignore spaces and control characters inside a scheme ("java\tscript:").
      // eslint-disable-next-line no-control-regex -- that is what is removed
      const scheme = (attribs.href ?? '').replace(/[\u0000-\u0020\u007f]/g, '');
      const safe: Record<string, string> = SAFE_HREF.test(scheme)
        ? { href: attribs.href!.trim() }
        : {};
      safe.rel = 'noopener noreferrer';
      if (attribs.target === '_blank') safe.target = '_blank';
      return { tagName: 'a', attribs: safe };
    },
  },
};

/** Rich-text HTML reduced to the allowed formatting, safe to show to other users. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
