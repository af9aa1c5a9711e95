// In-memory storage for the identity provider's artefacts (sessions, codes, tokens, grants). The
// sandbox is one process and a reset forgets everything, so a Map with expiry times is enough.
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

export class MemoryStore {
  readonly entries = new Map<string, Entry>();

  clear(): void {
    this.entries.clear();
  }

  /** oidc-provider calls the factory once per model name (Session, AccessToken, Grant, …). */
  adapterFor(model: string): Adapter {
    const key = (id: string) => `${model}:${id}`;
    const read = (id: string): AdapterPayload | undefined => {
      const entry = this.entries.get(key(id));
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        this.entries.delete(key(id));
        return undefined;
      }
      return entry.payload;
    };
    const findWhere = (field: 'uid' | 'userCode', value: string): AdapterPayload | undefined => {
      for (const [k, entry] of this.entries) {
        if (
          k.startsWith(`${model}:`) &&
          entry.payload[field] === value &&
          entry.expiresAt > Date.now()
        ) {
          return entry.payload;
        }
      }
      return undefined;
    };
    return {
      upsert: async (id, payload, expiresIn) => {
        this.entries.set(key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
      },
      find: async (id) => read(id),
      findByUid: async (uid) => findWhere('uid', uid),
      findByUserCode: async (userCode) => findWhere('userCode', userCode),
      consume: async (id) => {
        const payload = read(id);
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      destroy: async (id) => {
        this.entries.delete(key(id));
      },
      revokeByGrantId: async (grantId) => {
        for (const [k, entry] of this.entries) {
          if (entry.payload.grantId === grantId) this.entries.delete(k);
        }
      },
    };
  }
}
