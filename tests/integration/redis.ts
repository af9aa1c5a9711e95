// Moved to tests/shape/redis.ts (shared with the load run, tests/bench/load.ts); kept for the tests
// that import it from here.
export { startRedis, stopRedis } from '../shape/redis.ts';
