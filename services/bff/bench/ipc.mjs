// The benchmark's side of each server process (plain JavaScript, so that it also loads into the
// built BFF without a TypeScript loader): reports { ready, url } over IPC, answers 'cpu' with the
// process's CPU time, starts and writes V8 CPU profiles (BENCH_PROFILE), and stops on 'stop'.
//
// Preloaded (`node --import bench/ipc.mjs dist/server.js`, BENCH_IPC_URL set) it waits for the
// server to answer /healthz, then reports ready; 'stop' sends the process SIGTERM, as a deployment
// would, and the server closes itself.
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';

/** The V8 profiler over the measured requests only: started and written on request. */
let profiler = null;

async function profile(file) {
  if (file === null) {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    // 100 µs: enough samples over a few hundred requests to tell the hot spots apart.
    await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
    await profiler.post('Profiler.start');
    return;
  }
  if (!profiler) return;
  const { profile: taken } = await profiler.post('Profiler.stop');
  profiler.disconnect();
  profiler = null;
  await writeFile(file, JSON.stringify(taken));
}

/** @param {string} url @param {() => Promise<void>} stop */
export function serveIpc(url, stop) {
  process.on('message', (message) => {
    if (message.type === 'profile') {
      void profile(message.file).then(() => process.send?.({ type: 'profiled' }));
    } else if (message.type === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ type: 'cpu', micros: user + system });
    } else if (message.type === 'stop') {
      void stop().finally(() => process.exit(0));
    }
  });
  process.send?.({ type: 'ready', url });
}

const preloadedFor = process.env.BENCH_IPC_URL;
if (preloadedFor) {
  const ready = async () => {
    for (;;) {
      try {
        const answer = await fetch(`${preloadedFor}/healthz`);
        await answer.body?.cancel();
        if (answer.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  void ready().then(() =>
    serveIpc(preloadedFor, () => new Promise(() => process.kill(process.pid, 'SIGTERM'))),
  );
}
