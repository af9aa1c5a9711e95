// What /readyz asks of the replica's dependencies: each check is bounded by a
// short time-out, so a dependency that hangs makes the replica unready in about a second instead
// of holding the probe, and the identity provider's answer is kept for a few seconds, so probes of
// every replica at a short interval do not become a load on it. Nothing is remembered beyond that:
// the replica is ready again by itself at the first probe after the dependency is back.

/** How long one dependency may take to answer the probe. */
export const PROBE_TIMEOUT_MS = 1_000;
/** How long the identity provider's answer stands (its keys are cached longer by their users). */
export const IDP_PROBE_TTL_MS = 5_000;

/** The promise's value, or `fallback` when it fails or takes longer than `ms`. */
export async function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
    timer.unref();
  });
  try {
    return await Promise.race([promise.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}

type Fetch = (url: string, init: { signal: AbortSignal }) => Promise<Response>;

/**
 * The identity provider can sign customers in and its tokens can be checked: its discovery
 * document answers and names a JWKS that holds at least one key.
 */
export class IdentityProviderProbe {
  private answer: { ok: boolean; at: number } | null = null;
  private pending: Promise<boolean> | null = null;

  constructor(
    private readonly issuer: string,
    private readonly fetchImpl: Fetch = fetch,
    private readonly ttlMs = IDP_PROBE_TTL_MS,
    private readonly timeoutMs = PROBE_TIMEOUT_MS,
  ) {}

  async reachable(now = Date.now()): Promise<boolean> {
    if (this.answer && now - this.answer.at < this.ttlMs) return this.answer.ok;
    // Concurrent probes share one check.
    this.pending ??= this.check().then((ok) => {
      this.answer = { ok, at: Date.now() };
      this.pending = null;
      return ok;
    });
    return this.pending;
  }

  private async check(): Promise<boolean> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      const discovery = await this.json(
        `${this.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
        signal,
      );
      const jwksUri = (discovery as { jwks_uri?: unknown } | null)?.jwks_uri;
      if (typeof jwksUri !== 'string') return false;
      const jwks = (await this.json(jwksUri, signal)) as { keys?: unknown } | null;
      return Array.isArray(jwks?.keys) && jwks.keys.length > 0;
    } catch {
      return false;
    }
  }

  private async json(url: string, signal: AbortSignal): Promise<unknown> {
    const response = await this.fetchImpl(url, { signal });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`${url} answered ${response.status}`);
    }
    return response.json();
  }
}
