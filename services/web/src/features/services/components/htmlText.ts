// The content site's rendered HTML (WordPress title, excerpt, content) as plain paragraphs of text:
// parsed inertly and read as text, never inserted as markup.
export function htmlParagraphs(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...doc.body.querySelectorAll('p, li, h2, h3, h4')];
  const texts = (blocks.length > 0 ? blocks : [doc.body]).map((node) =>
    (node.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );
  return texts.filter(Boolean);
}

export function htmlText(html: string): string {
  return htmlParagraphs(html).join(' ');
}
