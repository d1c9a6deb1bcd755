/**
 * Who used the CPU during a measurement, from Linux's /proc (undefined elsewhere): the server under
 * test, the benchmark itself with its load generator, and everything else on the machine. The last
 * figure tells whether a run was disturbed by other work (a build, a browser, tests…).
 */
import fs from "node:fs";

/** Linux reports these times in USER_HZ ticks, 100 per second on every mainstream architecture. */
const TICKS_PER_SECOND = 100;

type Snapshot = { at: number; machine: number; bench: number; server: number };

export type CpuShares = {
  /** CPU time the server under test used (all its threads: JavaScript, zlib, GC). */
  serverSeconds: number;
  /** Share of one core (100 = a full core) used by the server under test. */
  serverPercent: number;
  /** The benchmark process and its finished children (the autocannon run). */
  loadGeneratorPercent: number;
  /** Every other process on the machine. */
  othersPercent: number;
};

/** Fields of /proc/<pid>/stat after the command name, so that index 0 is field 3 (state). */
function statFields(pid: number | "self"): string[] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

const ticksAt = (fields: string[], ...indexes: number[]) => indexes.reduce((total, index) => total + Number(fields[index] ?? 0), 0);

/** CPU-seconds used by all CPUs: the `cpu` line of /proc/stat minus idle and iowait. */
function machineBusySeconds(): number {
  const line = fs.readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  const values = line.trim().split(/\s+/).slice(1, 9).map(Number); // user nice system idle iowait irq softirq steal
  const busy = values.reduce((total, value, index) => (index === 3 || index === 4 ? total : total + value), 0);
  return busy / TICKS_PER_SECOND;
}

function snapshot(serverPid: number | undefined): Snapshot | undefined {
  if (serverPid === undefined) return undefined;
  try {
    const self = statFields("self");
    return {
      at: performance.now(),
      machine: machineBusySeconds(),
      // utime + stime of this process, cutime + cstime of its reaped children (fields 14–17).
      bench: ticksAt(self, 11, 12, 13, 14) / TICKS_PER_SECOND,
      server: ticksAt(statFields(serverPid), 11, 12) / TICKS_PER_SECOND,
    };
  } catch {
    return undefined;
  }
}

/** Runs `work` (which must wait for its child processes to exit) and says who used the CPU meanwhile. */
export async function withCpuShares<T>(serverPid: number | undefined, work: () => Promise<T>): Promise<{ result: T; cpu?: CpuShares }> {
  const before = snapshot(serverPid);
  const result = await work();
  const after = snapshot(serverPid);
  if (!before || !after) return { result };
  const seconds = (after.at - before.at) / 1000;
  const percent = (cpuSeconds: number) => Math.max(0, Math.round((cpuSeconds / seconds) * 100));
  const server = after.server - before.server;
  const bench = after.bench - before.bench;
  return {
    result,
    cpu: {
      serverSeconds: server,
      serverPercent: percent(server),
      loadGeneratorPercent: percent(bench),
      othersPercent: percent(after.machine - before.machine - server - bench),
    },
  };
}
