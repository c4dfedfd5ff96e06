import http from 'node:http';

/** A request to repeat: an http:// URL on 127.0.0.1 and its headers (a session cookie). */
export type Target = { url: string; headers?: Record<string, string> };

export type LoadResult = {
  requests: number;
  errors: number;
  /** Completed requests per second over the run. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Body bytes of one response (the last one). */
  bytes: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0;
}

function summarise(latencies: number[], errors: number, ms: number, bytes: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / (ms / 1000),
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted[sorted.length - 1] ?? 0,
    bytes,
  };
}

function send(agent: http.Agent, target: Target): Promise<{ ok: boolean; bytes: number }> {
  return new Promise((resolve) => {
    const req = http.get(target.url, { agent, headers: target.headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ ok: res.statusCode === 200, bytes }));
      res.on('error', () => resolve({ ok: false, bytes }));
    });
    req.on('error', () => resolve({ ok: false, bytes: 0 }));
  });
}

/**
 * Open loop at a fixed rate for a fixed time (at most rate × duration requests), at most
 * `maxInFlight` at once. Latency counts from when a request was due, so a server that falls
 * behind shows it in the percentiles instead of slowing the generator down.
 */
export async function fixedRate(
  target: Target,
  opts: { rate: number; durationMs: number; maxInFlight: number },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.maxInFlight });
  const total = Math.floor((opts.rate * opts.durationMs) / 1000);
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  let sent = 0;
  let inFlight = 0;
  const t0 = performance.now();
  const pending: Promise<void>[] = [];
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - t0) * opts.rate) / 1000) + 1);
    while (sent < due && inFlight < opts.maxInFlight) {
      const dueAt = t0 + (sent * 1000) / opts.rate;
      sent++;
      inFlight++;
      pending.push(
        send(agent, target).then((res) => {
          inFlight--;
          latencies.push(performance.now() - dueAt);
          if (res.ok) bytes = res.bytes;
          else errors++;
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  const elapsed = performance.now() - t0;
  agent.destroy();
  return summarise(latencies, errors, elapsed, bytes);
}

/** Closed loop: `concurrency` clients each sending the next request when the last one ends. */
export async function closedLoop(
  target: Target,
  opts: { concurrency: number; durationMs: number },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const t0 = performance.now();
  const end = t0 + opts.durationMs;
  const client = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      const res = await send(agent, target);
      latencies.push(performance.now() - started);
      if (res.ok) bytes = res.bytes;
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, client));
  const elapsed = performance.now() - t0;
  agent.destroy();
  return summarise(latencies, errors, elapsed, bytes);
}
