/** The parent ↔ server child protocol: ready with a port, CPU time on request, exit with the parent. */
import { type ChildProcess, fork } from 'node:child_process';

export interface ServerChild {
  name: string;
  port: number;
  /** CPU time (user + system) the child has used so far, in ms. */
  cpuMs(): Promise<number>;
  stop(): void;
}

type Message = { ready: true; port: number } | { cpu: NodeJS.CpuUsage };

/** Forks a server script under tsx and resolves once it listens. */
export function startChild(name: string, file: string, env: NodeJS.ProcessEnv): Promise<ServerChild> {
  const proc: ChildProcess = fork(file, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 60 s`)), 60_000);
    proc.once('exit', (code) => reject(new Error(`${name} exited with ${code} before listening`)));
    proc.on('message', (m: Message) => {
      if (!('ready' in m)) return;
      clearTimeout(timer);
      proc.removeAllListeners('exit');
      resolve({
        name,
        port: m.port,
        cpuMs: () =>
          new Promise((res) => {
            const on = (r: Message) => {
              if (!('cpu' in r)) return;
              proc.off('message', on);
              res((r.cpu.user + r.cpu.system) / 1000);
            };
            proc.on('message', on);
            proc.send('cpu');
          }),
        stop: () => {
          if (proc.connected) proc.disconnect();
          setTimeout(() => proc.kill('SIGKILL'), 3000).unref();
        },
      });
    });
  });
}

/** Child side: tells the parent the port, answers CPU queries, closes when the parent lets go. */
export function announce(port: number, close: () => Promise<void>): void {
  if (!process.connected) {
    // The parent gave up while this server was starting.
    void close().finally(() => process.exit(0));
    return;
  }
  process.on('message', (m) => {
    if (m === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  });
  process.on('disconnect', async () => {
    await close().catch(() => {});
    process.exit(0);
  });
  process.send?.({ ready: true, port });
}
