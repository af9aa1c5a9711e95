// Global set-up of the `shape` test project (vitest.config.ts): the BFF's production build
// (services/bff/dist/server.js, `pnpm build`) is made once per run, before the files that run it
// (the built server, the load run's replicas), instead of once in each.
import { buildBff } from './processes.ts';

export default function setup(): void {
  buildBff();
}
