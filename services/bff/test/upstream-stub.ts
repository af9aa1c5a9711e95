// A stand-in for upstream that answers some paths itself and forwards every other call to the
// sandbox, for answers the sandbox cannot be made to give (an empty configuration list, a user
// without registries).
import Fastify, { type FastifyInstance } from 'fastify';
import { request } from 'undici';

export interface UpstreamStub {
  url: string;
  /** Where every call without an override goes (the sandbox, once it runs). */
  setTarget(url: string): void;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startUpstreamStub(
  overrides: Record<string, (body: unknown) => unknown>,
): Promise<UpstreamStub> {
  let target = '';
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.all('/*', async (req, reply) => {
    const path = req.url.split('?', 1)[0] ?? '';
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        ([name]) => !['host', 'connection', 'content-length'].includes(name),
      ),
    ) as Record<string, string>;
    const answer = await request(`${target}${req.url}`, {
      method: req.method as 'GET',
      headers,
      body: typeof req.body === 'string' && req.body !== '' ? req.body : undefined,
    });
    const text = await answer.body.text();
    const override = overrides[`${req.method} ${path}`];
    if (override && answer.statusCode === 200) {
      return reply
        .code(200)
        .type('application/json')
        .send(JSON.stringify(override(JSON.parse(text))));
    }
    return reply
      .code(answer.statusCode)
      .type(String(answer.headers['content-type'] ?? 'application/json'))
      .send(text);
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, app, setTarget: (next) => void (target = next), close: () => app.close() };
}
