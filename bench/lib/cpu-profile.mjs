// Reads the profiles `node --cpu-prof` writes: the time each function spent itself (its self
// time), only over the samples taken inside given windows of the monotonic clock (the measured
// rounds, not the start or the warm-up), divided by the requests served meanwhile.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ id: number, callFrame: { functionName: string, url: string, lineNumber: number }, children?: number[] }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], startTime: number, samples: number[], timeDeltas: number[] }} Profile
 */

/** The monotonic clock in microseconds, the one V8 stamps its samples with (Linux). */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Self time by function in microseconds per request, over the samples inside `windows`.
 * @param {string} dir where one process wrote its profile
 * @param {[number, number][]} windows start and end, monotonicUs()
 * @param {number} requests served inside the windows
 */
export function selfTimePerRequest(dir, windows, requests) {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile in ${dir}`);
  /** @type {Profile} */
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  /** @type {Map<number, string>} */
  const names = new Map();
  for (const { id, callFrame } of profile.nodes) {
    const where = callFrame.url ? ` ${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}` : '';
    names.set(id, `${callFrame.functionName || '(anonymous)'}${where}`);
  }
  /** @type {Map<string, number>} */
  const self = new Map();
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    if (!windows.some(([start, end]) => time >= start && time < end)) continue;
    const name = names.get(profile.samples[i] ?? -1) ?? '?';
    self.set(name, (self.get(name) ?? 0) + delta);
  }
  return new Map([...self].map(([name, us]) => [name, us / requests]));
}

/** @param {string} url */
function shortUrl(url) {
  const at = url.lastIndexOf('/node_modules/');
  if (at >= 0) return url.slice(at + '/node_modules/'.length);
  return url.replace(/^file:\/\/.*?\/(src|server\.mjs)/, '$1');
}

/**
 * The functions whose self time per request differs most between `a` and `b`.
 * @param {Map<string, number>} a @param {Map<string, number>} b @param {number} count
 */
export function largestDifferences(a, b, count) {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names]
    .map((name) => ({ name, a: a.get(name) ?? 0, b: b.get(name) ?? 0 }))
    .map((row) => ({ ...row, difference: row.b - row.a }))
    .sort((x, y) => Math.abs(y.difference) - Math.abs(x.difference))
    .slice(0, count);
}
