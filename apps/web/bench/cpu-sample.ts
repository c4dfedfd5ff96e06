/**
 * CPU time of the bench's processes between two moments (BENCH_TRACE): the server's main
 * thread and its other threads (the engine workers, libuv's pool) one by one, and Chromium's
 * processes (the bench's own) by type — read from /proc, so a slow click shows who had the cores meanwhile.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Clock ticks per second of /proc's utime and stime. */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU ms so far of each thread or process, by a readable name. */
export type CpuSnapshot = Map<string, number>;

function cpuMs(statPath: string): number | null {
  try {
    const stat = fs.readFileSync(statPath, 'utf8');
    // fields after the command name (which may hold spaces) start at ')'
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return ((utime + stime) * 1000) / TICKS;
  } catch {
    return null;
  }
}

function parentOf(pid: string): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? null;
  } catch {
    return null;
  }
}

/** Whether `pid` descends from this process (the bench's browser, not another one here). */
function ours(pid: string): boolean {
  const self = String(process.pid);
  for (let p: string | null = pid, hops = 0; p && p !== '1' && hops < 16; hops++) {
    if (p === self) return true;
    p = parentOf(p);
  }
  return false;
}

function chromiumType(pid: string): string | null {
  try {
    const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (!cmd.includes('chromium') || !ours(pid)) return null;
    const type = /--type=([a-z-]+)/.exec(cmd)?.[1] ?? 'browser';
    return `chromium ${type}`;
  } catch {
    return null;
  }
}

/** The server's threads (by tid) and Chromium's processes (summed by type). */
export function cpuSnapshot(serverPid: number): CpuSnapshot {
  const snap: CpuSnapshot = new Map();
  for (const tid of fs.readdirSync(`/proc/${serverPid}/task`)) {
    const ms = cpuMs(`/proc/${serverPid}/task/${tid}/stat`);
    if (ms !== null) snap.set(tid === String(serverPid) ? 'server main' : `server ${tid}`, ms);
  }
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const type = chromiumType(pid);
    const ms = type ? cpuMs(`/proc/${pid}/stat`) : null;
    if (type && ms !== null) snap.set(type, (snap.get(type) ?? 0) + ms);
  }
  return snap;
}

/** What each used between the snapshots (ms), the busiest first, those under 5 ms left out. */
export function cpuBetween(a: CpuSnapshot, b: CpuSnapshot): string {
  return [...b.entries()]
    .map(([name, ms]) => [name, ms - (a.get(name) ?? 0)] as const)
    .filter(([, ms]) => ms >= 5)
    .sort((x, y) => y[1] - x[1])
    .map(([name, ms]) => `${name} ${Math.round(ms)}`)
    .join(', ');
}
