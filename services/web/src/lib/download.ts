// PDF download through fetch (the CSRF header of docs/api.md cannot ride on a plain link; the
// session is the cookie, no token in JavaScript), with progress from Content-Length, saved as a
// file: the invoices' PDFs and the export jobs'. A body is read chunk by chunk (readBody), so a
// page can say how far a file has come.
import { apiFetch } from './http.ts';

export type Progress = { received: number; total: number | null };

export async function downloadPdf(
  url: string,
  fallbackName: string,
  onProgress: (progress: Progress) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await apiFetch(url, signal ? { signal } : {});
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  let received = 0;
  onProgress({ received, total });
  const chunks = await readBody(response, (chunk) => {
    received += chunk.byteLength;
    onProgress({ received, total });
  });
  const blob = new Blob(chunks, { type: 'application/pdf' });
  saveBlob(blob, fileNameOf(response.headers.get('content-disposition')) ?? fallbackName);
}

/**
 * Reads a response's body to its end, handing over each chunk as it arrives (the whole body at
 * once where there is no stream), and answers the chunks for a Blob.
 */
export async function readBody(
  response: Response,
  onChunk: (chunk: Uint8Array) => void,
): Promise<Uint8Array<ArrayBuffer>[]> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      onChunk(value);
    }
  } else {
    const buffer = new Uint8Array(await response.arrayBuffer());
    chunks.push(buffer);
    onChunk(buffer);
  }
  return chunks;
}

/** filename="…" of a Content-Disposition header. */
export function fileNameOf(header: string | null): string | null {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ?? null;
}

export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
