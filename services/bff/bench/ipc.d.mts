/** Reports ready over IPC and answers the benchmark's cpu / profile / stop messages (ipc.mjs). */
export function serveIpc(url: string, stop: () => Promise<void>): void;
