// CPU time a process and everything it started have used so far (user and system, every
// thread: libuv's pool compressing answers and V8's collector included), read from /proc. A
// process and its descendants, so a server run under a supervisor is counted whole.
import { readFileSync, readdirSync } from 'node:fs';

/** Linux's USER_HZ (`getconf CLK_TCK`): /proc counts CPU time in hundredths of a second. */
const MS_PER_TICK = 10;

function ownCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name in parentheses may hold spaces; utime and stime are the 12th and 13th fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(' ').filter(Boolean).map(Number));
}

/** The CPU ms of `pid` and its descendants, or null where /proc cannot tell (not Linux, the process gone). */
export function treeCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    return ownCpuMs(pid) + childrenOf(pid).reduce((sum, child) => sum + (treeCpuMs(child) ?? 0), 0);
  } catch {
    return null;
  }
}
