// Generators: time per puzzle for each genre that generates by taking clues away, per difficulty, at common sizes,
// side by side with Simon Tatham's generators for the same size and level (where installed), and whether each
// puzzle lands on the requested level by our rating. Also the rating's own speed on big puzzles.

import type { AnyGenre } from '../src/core/genre.js';
import type { Difficulty } from '../src/core/rating.js';
import { difficulties } from '../src/core/rating.js';
import { defaultBackend, genres, parsePuzzle, rate } from '../src/index.js';
import { benchOf, genreBenches } from './genre-benches.js';
import type { GeneratorPeer, Table } from './harness.js';
import { cpuOfProgram, formatMs, hasProgram, loadNote, median } from './harness.js';

const perLevel = 9;
const peerCount = 10;

interface PeerRun {
  readonly ms: number;
  readonly levels: string;
  /** How many of the rated puzzles our rating puts at each level. */
  readonly tally: ReadonlyMap<string, number>;
  readonly rated: number;
}

const noPeer: PeerRun = { ms: NaN, levels: '-', tally: new Map(), rated: 0 };

/**
 * CPU milliseconds per puzzle of a Simon Tatham generator, without its process start (several puzzles' worth): the
 * difference between a run of many puzzles and a run of one, per extra puzzle. Also the levels our
 * rating gives its puzzles (so that levels can be matched where the peer has none, or names them differently).
 */
async function peerRun(peer: GeneratorPeer, genre: AnyGenre, params: string): Promise<PeerRun> {
  if (!hasProgram(peer.program)) return noPeer;
  const generate = (count: number) => cpuOfProgram(`/usr/games/${peer.program}`, ['--generate', String(count), `${params}#bench`]);
  const one = generate(1);
  if (one.status !== 0) return noPeer;
  let ms: number;
  let ids: string[];
  if (one.ms > 1000) {
    // A slow level (Unequal's recursive 9×9 takes seconds a puzzle): the start does not matter, few puzzles do.
    const count = Math.max(1, Math.min(peerCount, Math.floor(10_000 / one.ms)));
    const run = count === 1 ? one : generate(count);
    ms = run.ms / count;
    ids = run.stdout.trim().split('\n');
  } else {
    let count = peerCount;
    let run = generate(count);
    // Enough puzzles that the run takes well over the start (and over the CPU clock's 10 ms steps).
    while (run.ms < Math.max(20 * one.ms, 500) && count < 5000) {
      count *= 5;
      run = generate(count);
    }
    ms = Math.max(run.ms - one.ms, 0) / (count - 1);
    ids = run.stdout.trim().split('\n');
  }
  const rated = ids.slice(0, peerCount);
  const tally = new Map<string, number>();
  for (const id of rated) {
    const { rating } = await rate(parsePuzzle(id, { genre: genre.id }));
    tally.set(rating.level, (tally.get(rating.level) ?? 0) + 1);
  }
  const levels = difficulties.filter((level) => tally.has(level)).map((level) => `${level} ${tally.get(level)}`).join(', ');
  return { ms, levels, tally, rated: rated.length };
}

async function generateTimed(genre: AnyGenre, size: number, difficulty: Difficulty, seed: string): Promise<{ ms: number; level: string }> {
  const options: Record<string, string> = {};
  for (const option of genre.generator!.options) options[option.name] = option.defaultValue;
  const started = performance.now();
  const cpu = process.cpuUsage();
  // A generator that cannot find a puzzle gives up after a minute rather than stall the run.
  const shouldStop = () => performance.now() - started > 60_000;
  const puzzle: unknown = await genre.generator!.generate({ rows: size, columns: size, difficulty, seed, options, backend: defaultBackend, shouldStop });
  // CPU time: steadier than wall time on a shared machine.
  const used = process.cpuUsage(cpu);
  const ms = (used.user + used.system) / 1000;
  const { rating } = await rate({ genre, puzzle, format: genre.defaultFormat });
  return { ms, level: rating.level };
}

/** `only`: one genre's id, to time just that genre. */
export async function benchGenerators(only?: string): Promise<Table[]> {
  const rows: (string | number)[][] = [];
  for (const genre of genres) {
    if (!genre.generator || (only && genre.id !== only)) continue;
    const settings = benchOf(genre)?.generators;
    const peer = settings?.peer;
    for (const size of settings?.sizes ?? [genre.generator.defaultSize.columns]) {
      // Warm up: the first puzzles in a process pay for compiling the code (ten, or what fits in five seconds).
      const warmUp = performance.now();
      for (let k = 0; k < 10 && performance.now() - warmUp < 5000; k++) await generateTimed(genre, size, 'easy', `warm-up-${k}`).catch(() => undefined);
      for (const difficulty of difficulties) {
        const times: number[] = [];
        let hits = 0;
        let failure = '';
        for (let k = 0; k < perLevel; k++) {
          try {
            const { ms, level } = await generateTimed(genre, size, difficulty, `bench-${k}`);
            times.push(ms);
            if (level === difficulty) hits++;
          } catch (error) {
            failure = (error as Error).message;
          }
        }
        const ours = times.length > 0 ? median(times) : NaN;
        const peerLevel = peer?.levels?.[difficulty] ?? '';
        const { ms: theirs, levels: theirLevels, tally, rated } = peer ? await peerRun(peer, genre, peer.params(size, size) + peerLevel) : noPeer;
        // The peer's time per puzzle that our rating puts at this level (its other puzzles are misses for us).
        const theirsAtLevel = (theirs * rated) / (tally.get(difficulty) ?? 0);
        rows.push([
          genre.id,
          `${size}×${size}`,
          difficulty,
          times.length > 0 ? formatMs(ours) : `failed: ${failure}`,
          `${hits}/${perLevel}`,
          peer ? `${peer.program} ${peer.params(size, size)}${peerLevel}` : '-',
          formatMs(theirs),
          theirLevels,
          Number.isFinite(theirs) && Number.isFinite(ours) ? (ours / theirs).toFixed(2) : '-',
          Number.isFinite(theirsAtLevel) && Number.isFinite(ours) ? (ours / theirsAtLevel).toFixed(2) : peer ? 'none at level' : '-',
        ]);
      }
    }
  }
  const ratingRows: (string | number)[][] = [];
  for (const bench of genreBenches) {
    for (const { name, text } of bench.generators?.ratingPuzzles?.() ?? []) {
      const loaded = parsePuzzle(text, { genre: bench.genre.id });
      const started = performance.now();
      const { rating } = await rate(loaded);
      ratingRows.push([name, formatMs(performance.now() - started), `${rating.level} (${rating.score})`]);
    }
  }
  const settings = genreBenches.flatMap((bench) => (bench.generators ? [bench.generators] : []));
  const peers = settings.flatMap((entry) => (entry.peer ? [entry.peer] : []));
  // A peer's levels in its letters: Solo's db, di, de, du read b/i/e/u.
  const withLevels = peers.filter((peer) => peer.levels).map((peer) => `${peer.name} ${difficulties.map((level) => peer.levels![level].replace(/^d/, '')).join('/')}`);
  const without = peers.filter((peer) => !peer.levels).map((peer) => peer.name);
  const peerLevels = withLevels.join(', ') + (without.length > 0 ? `; ${without.join(', ')} ${without.length === 1 ? 'has' : 'have'} none` : '');
  return [
    {
      title: `Generators: median CPU time per puzzle (${perLevel} puzzles per level), against Simon Tatham's generators`,
      columns: ['genre', 'size', 'level', 'pencilsat', 'at the level', 'peer', 'peer per puzzle', "peer's puzzles by our rating", 'ratio', 'ratio at our level'],
      rows,
      notes: [
        `CPU times (user + system; the peer's read by /usr/bin/time). Peer time per puzzle without the process start: (time for n puzzles - time for one) / (n - 1), n from ${peerCount} up until the run is 20× the one-puzzle run and at least 0.5 s; where one puzzle takes over a second, a run of a few divided by their number. Peer levels: ${peerLevels}. 'at the level': puzzles our rating puts at the requested level; the peer's puzzles are rated the same way, and 'ratio at our level' compares with the peer's time per puzzle that lands on the requested level (its time × rated / at the level).`,
        'Target: within 3× of the peer at 9×9 while hitting the requested level.',
        ...settings.flatMap((entry) => (entry.note ? [entry.note] : [])),
        loadNote(),
      ],
    },
    { title: 'Rating speed (solve + rate)', columns: ['puzzle', 'time', 'rating'], rows: ratingRows },
  ];
}
