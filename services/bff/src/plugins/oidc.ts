// The identity provider client (openid-client 6). Discovery is lazy and cached, so the BFF starts
// even when the identity provider is not up yet; a failed discovery is retried on the next sign-in.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as client from 'openid-client';

export interface OidcService {
  configuration(): Promise<client.Configuration>;
}

declare module 'fastify' {
  interface FastifyInstance {
    oidc: OidcService;
  }
}

async function oidcPlugin(app: FastifyInstance): Promise<void> {
  const { oidc, upstream } = app.config;
  let pending: Promise<client.Configuration> | null = null;

  const configuration = (): Promise<client.Configuration> => {
    pending ??= client
      .discovery(
        new URL(oidc.issuer),
        oidc.clientId,
        { client_secret: oidc.clientSecret },
        client.ClientSecretBasic(oidc.clientSecret),
        {
          // http issuers only for the local sandbox outside production (config.ts decides).
          execute: oidc.allowInsecure ? [client.allowInsecureRequests] : [],
          timeout: Math.ceil(upstream.timeoutMs / 1000),
        },
      )
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
    return pending;
  };

  app.decorate('oidc', { configuration });
}

export default fp(oidcPlugin, { name: 'oidc', fastify: '5.x' });
