// How long a test of the `shape` project may take to run the production shape under load (the
// load and soak scripts' smoke tests): a guard against a hang, not a measure of speed. Starting
// Redis, the sandbox, two replicas and the proxy and signing customers in through the identity
// provider takes 35–60 s on a quiet two-core machine, and two to three times that beside two
// other copies of the suite (docs/testing.md, "Runs under load"); the runs' own targets say how
// well they went.
export const SHAPE_RUN_LIMIT_MS = 180_000;
