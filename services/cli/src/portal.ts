// The portal API as another channel calls it (docs/api.md "Authentication"): every request with
// `Authorization: Bearer <access token>`, no cookie and no CSRF header; the same GraphQL endpoint
// and file routes as the web client, the same error codes.
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

export interface Bill {
  id: string;
  documentNumber: string;
  issueDate: string;
  dueDate: string | null;
  amount: number;
  amountToPay: number;
  paymentState: string;
  utility: string;
  hasPdf: boolean;
}

export class PortalApiError extends Error {
  override readonly name = 'PortalApiError';
  constructor(
    readonly status: number,
    /** The API's error code (UNAUTHENTICATED, NOT_FOUND, RATE_LIMITED, …). */
    readonly code: string,
  ) {
    super(`the portal answered ${status} ${code}`);
  }
}

const BILLS = `query Bills($first: Int) {
  invoices(first: $first) {
    totalCount
    nodes { id documentNumber issueDate dueDate amount amountToPay paymentState utility hasPdf }
  }
}`;

async function refusal(response: Response): Promise<PortalApiError> {
  const body = (await response.json().catch(() => ({}))) as { error?: unknown };
  return new PortalApiError(
    response.status,
    typeof body.error === 'string' ? body.error : `HTTP_${response.status}`,
  );
}

export class PortalApi {
  constructor(
    private readonly baseUrl: string,
    private readonly accessToken: string,
  ) {}

  async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(`${this.baseUrl}/api/graphql`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ query, variables }),
    });
    if (!response.headers.get('content-type')?.includes('json') || response.status >= 500)
      throw await refusal(response);
    const body = (await response.json()) as {
      data?: T | null;
      errors?: Array<{ extensions?: { code?: string } }>;
      error?: string;
    };
    if (body.error !== undefined) throw new PortalApiError(response.status, body.error);
    const first = body.errors?.[0];
    if (first || body.data == null)
      throw new PortalApiError(response.status, first?.extensions?.code ?? 'INTERNAL');
    return body.data;
  }

  /** The newest bills of the customer's selected registry. */
  async bills(first = 20): Promise<{ totalCount: number; bills: Bill[] }> {
    const data = await this.graphql<{ invoices: { totalCount: number; nodes: Bill[] } }>(BILLS, {
      first,
    });
    return { totalCount: data.invoices.totalCount, bills: data.invoices.nodes };
  }

  /** Saves a bill's PDF to `file`; returns its size in bytes. */
  async downloadBill(id: string, file: string): Promise<number> {
    const response = await fetch(`${this.baseUrl}/api/files/invoices/${encodeURIComponent(id)}`, {
      headers: { authorization: `Bearer ${this.accessToken}` },
    });
    if (!response.ok || !response.body) throw await refusal(response);
    let bytes = 0;
    const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    body.on('data', (chunk: Buffer) => (bytes += chunk.length));
    await pipeline(body, createWriteStream(file, { mode: 0o600 }));
    return bytes;
  }
}
