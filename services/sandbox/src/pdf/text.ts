// The lines of text of a PDF the sandbox wrote (pdfkit, built-in fonts), for the tests that read
// what a document says: each content stream inflated, each text-showing operator's strings joined
// into one line, in WinAnsiEncoding. Enough for pdfkit's own output, not a general PDF reader.
import { inflateSync } from 'node:zlib';

const STREAM = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
const SHOW = /\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;

/** The bytes of WinAnsiEncoding (pdfkit's built-in fonts) that differ from Latin-1. */
const WIN_ANSI: Readonly<Record<number, string>> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};

function winAnsi(hex: string): string {
  return [...Buffer.from(hex, 'hex')]
    .map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte))
    .join('');
}

/** The shown strings of a PDF, one per text operator, in the order they are drawn. */
export function pdfLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(STREAM)) {
    const body = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const shown of content.matchAll(SHOW)) {
      const parts = shown[1] ?? `<${shown[2] ?? ''}>`;
      const text = [...parts.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((p) => winAnsi(p[1] ?? ''))
        .join('');
      if (text !== '') lines.push(text);
    }
  }
  return lines;
}
