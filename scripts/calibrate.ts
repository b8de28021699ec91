// How well the difficulty rating orders puzzles whose generators were asked for a level: Spearman's rank
// correlation between the outside level and our score, per source. Prints a Markdown table (README, report).
//   node --import tsx scripts/calibrate.ts [source]

import { genres, parsePuzzle, rate } from '../src/index.js';
import { localFixture } from './repository.js';

export interface LevelRecord {
  readonly source: string;
  readonly genre: string;
  readonly level: string;
  readonly rank: number;
  readonly puzzle: string;
}

/** Ranks from 1, ties sharing their average rank. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end++;
    for (let k = start; k <= end; k++) result[order[k]!.index] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return result;
}

/** Spearman's rank correlation (Pearson's on ranks, so ties are handled). */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  const a = ranks(xs);
  const b = ranks(ys);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const ma = mean(a);
  const mb = mean(b);
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  for (let k = 0; k < a.length; k++) {
    covariance += (a[k]! - ma) * (b[k]! - mb);
    varianceA += (a[k]! - ma) ** 2;
    varianceB += (b[k]! - mb) ** 2;
  }
  return varianceA === 0 || varianceB === 0 ? 0 : covariance / Math.sqrt(varianceA * varianceB);
}

export interface SourceCalibration {
  readonly source: string;
  readonly genre: string;
  readonly puzzles: number;
  readonly correlation: number;
  /** Per outside level, easiest first: the median score and our levels. */
  readonly levels: { level: string; median: number; ours: Record<string, number> }[];
}

export async function calibrate(records: readonly LevelRecord[]): Promise<SourceCalibration[]> {
  const known = new Set(genres.map((genre) => genre.id));
  const sources = [...new Set(records.map((record) => record.source))];
  const results: SourceCalibration[] = [];
  for (const source of sources) {
    const group = records.filter((record) => record.source === source && known.has(record.genre));
    if (group.length === 0) continue;
    const scored: { record: LevelRecord; score: number; level: string }[] = [];
    for (const record of group) {
      const { rating } = await rate(parsePuzzle(record.puzzle, { genre: record.genre }));
      scored.push({ record, score: rating.score, level: rating.level });
    }
    const levels = [...new Set(group.map((record) => record.level))].map((level) => {
      const scores = scored.filter((entry) => entry.record.level === level).map((entry) => entry.score).sort((a, b) => a - b);
      const ours: Record<string, number> = {};
      for (const entry of scored.filter((item) => item.record.level === level)) ours[entry.level] = (ours[entry.level] ?? 0) + 1;
      return { level, median: scores[Math.floor(scores.length / 2)]!, ours };
    });
    results.push({
      source,
      genre: group[0]!.genre,
      puzzles: group.length,
      correlation: spearman(
        scored.map((entry) => entry.record.rank),
        scored.map((entry) => entry.score),
      ),
      levels,
    });
  }
  return results;
}

export function calibrationTable(results: readonly SourceCalibration[]): string {
  const lines = ['| source | genre | puzzles | Spearman | median score per outside level (our levels) |', '|---|---|---|---|---|'];
  for (const result of results) {
    const levels = result.levels
      .map(({ level, median, ours }) => `${level}: ${median} (${Object.entries(ours).map(([name, count]) => `${count} ${name}`).join(', ')})`)
      .join('; ');
    lines.push(`| ${result.source} | ${result.genre} | ${result.puzzles} | ${result.correlation.toFixed(2)} | ${levels} |`);
  }
  return lines.join('\n');
}

const invokedDirectly = process.argv[1]?.endsWith('calibrate.ts');
if (invokedDirectly) {
  const only = process.argv[2];
  const records = localFixture<LevelRecord>('levels.jsonl').filter((record) => !only || record.source === only);
  console.log(calibrationTable(await calibrate(records)));
}
