/**
 * A small closed-loop HTTP load generator: `connections` clients, each sending its next request as
 * soon as the previous answer has been read, over keep-alive sockets, for a fixed time. The
 * servers run in child processes, so this event loop is the client's alone.
 */
import http from 'node:http';

export interface Target {
  port: number;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Request bodies, taken in turn (one body for a fixed request). */
  bodies?: Buffer[];
}

export interface LoadSample {
  requests: number;
  errors: number;
  seconds: number;
  /** Latencies in ms, one per completed request. */
  latencies: number[];
  bytes: number;
}

export interface LoadStats {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  meanBytes: number;
}

export function send(
  agent: http.Agent,
  target: Target,
  body: Buffer | undefined,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.path,
        method: target.method ?? (body ? 'POST' : 'GET'),
        agent,
        headers: body ? { ...target.headers, 'content-length': String(body.length) } : target.headers,
      },
      (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => {
          bytes += c.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function runLoad(
  target: Target,
  o: { connections: number; seconds: number },
): Promise<LoadSample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections, maxFreeSockets: o.connections });
  const bodies = target.bodies ?? [];
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  let next = 0;
  const started = performance.now();
  const end = started + o.seconds * 1000;

  const client = async () => {
    while (performance.now() < end) {
      const body = bodies.length ? bodies[next++ % bodies.length] : undefined;
      const t0 = performance.now();
      try {
        const res = await send(agent, target, body);
        latencies.push(performance.now() - t0);
        bytes += res.bytes;
        if (res.status !== 200) errors++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: o.connections }, client));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { requests: latencies.length, errors, seconds, latencies, bytes };
}

/** Pools samples (rounds) into one set of numbers: requests over total time, percentiles over all latencies. */
export function summarise(samples: LoadSample[]): LoadStats {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const requests = latencies.length;
  const seconds = samples.reduce((n, s) => n + s.seconds, 0);
  const pct = (p: number) =>
    requests ? latencies[Math.min(requests - 1, Math.ceil((p / 100) * requests) - 1)] : Number.NaN;
  return {
    requests,
    errors: samples.reduce((n, s) => n + s.errors, 0),
    rps: requests / seconds,
    p50: pct(50),
    p90: pct(90),
    p99: pct(99),
    max: latencies[requests - 1] ?? Number.NaN,
    meanBytes: requests ? samples.reduce((n, s) => n + s.bytes, 0) / requests : 0,
  };
}
