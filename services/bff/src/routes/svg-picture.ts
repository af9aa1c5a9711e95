// A public SVG picture of the portal's origin (the brand's logos and favicon, the consortia's
// logos): cached for an hour with an ETag, and sandboxed — an SVG opened on its own is a document
// of the portal's origin, and the sandbox directive keeps any script in it from running there
// (the brand's files are also checked for scripts at start-up).
import { createHash } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** The pictures change with a deployment only; an hour bounds how long an old logo stays. */
const PICTURE_CACHE = 'public, max-age=3600';
const PICTURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** The bytes or text, sent as they are (Fastify never serialises a Buffer or a non-JSON text). */
const SVG_BODY = Type.Unsafe<Buffer | string>({
  type: 'string',
  contentMediaType: 'image/svg+xml',
});

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** GET `url` answers `body` as image/svg+xml; 304 when the client holds the same picture. */
export function servePicture(app: App, url: string, body: Buffer | string): void {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  app.get(
    url,
    { schema: { response: { 200: SVG_BODY, 304: Type.Null() } } },
    async (request, reply) => {
      reply
        .header('cache-control', PICTURE_CACHE)
        .header('etag', etag)
        .header('content-security-policy', PICTURE_POLICY);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type('image/svg+xml').send(body);
    },
  );
}
