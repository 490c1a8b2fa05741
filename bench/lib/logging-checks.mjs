// What the logging benchmarks read of a server: the CPU time its process has used, from /proc,
// and the request lines its log file holds.
import { createReadStream, readFileSync } from 'node:fs';

/**
 * CPU time process `pid` has used, user and system apart, in clock ticks (1/100 s; Linux).
 * @param {number} pid
 */
export function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime, the 14th and 15th fields: the 12th and 13th after the name
  return { user: Number(fields[11]), system: Number(fields[12]) };
}

const REQUEST_LINE_END = '"msg":"request"}';

/** How many request lines the log file holds, read a part at a time. @param {string} file */
export async function requestLines(file) {
  let count = 0;
  let tail = '';
  for await (const part of createReadStream(file, 'utf8')) {
    const text = tail + part;
    count += text.split(REQUEST_LINE_END).length - 1;
    // too short to hold a whole line end, so none is counted twice
    tail = text.slice(-(REQUEST_LINE_END.length - 1));
  }
  return count;
}
