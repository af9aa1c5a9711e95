// @vitest-environment node
// A file's body read chunk by chunk: every chunk handed over as it arrives, in order, and all of
// them answered for the file; a body without a stream handed over whole. The file's name from its
// Content-Disposition header.
import { describe, expect, it } from 'vitest';
import { fileNameOf, readBody } from './download.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('a file read as it arrives', () => {
  it('hands over each chunk in order and answers them all', async () => {
    const parts = ['a;b\n', '1;2\n', '3;4\n'];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(bytes(part));
        controller.close();
      },
    });
    const seen: string[] = [];
    const chunks = await readBody(new Response(stream), (chunk) =>
      seen.push(new TextDecoder().decode(chunk)),
    );
    expect(seen).toEqual(parts);
    expect(await new Blob(chunks).text()).toBe(parts.join(''));
  });

  it('hands over a body without a stream whole', async () => {
    const response = new Response(null);
    Object.defineProperty(response, 'arrayBuffer', {
      value: async () => bytes('%PDF-1.7').buffer,
    });
    const sizes: number[] = [];
    const chunks = await readBody(response, (chunk) => sizes.push(chunk.byteLength));
    expect(sizes).toEqual([8]);
    expect(await new Blob(chunks).text()).toBe('%PDF-1.7');
  });

  it('names the file as the server did', () => {
    expect(fileNameOf('attachment; filename="consumi-2026.csv"')).toBe('consumi-2026.csv');
    expect(fileNameOf('attachment; filename=fattura.pdf')).toBe('fattura.pdf');
    expect(fileNameOf(null)).toBeNull();
  });
});
