// `pencilsat render INPUT [--answer] [--format svg|png] [--output FILE]`: a puzzle, or its answer, as a picture for
// print, drawn from the board the studio shows (the genre's play view) by the shared SVG writer. PNG comes from the
// optional package @resvg/resvg-js, which rasterises the same SVG without a browser.

import { writeFileSync } from 'node:fs';
import { BackendError, inputError } from '../core/errors.js';
import type { AnyGenre } from '../core/genre.js';
import { boardSvg, puzzleView, sheetSvg } from '../core/drawing.js';
import { loadPuzzle } from '../core/puzzle.js';
import { genreNamed, loadText } from './genre-loader.js';
import { parseArguments, stringFlag } from './arguments.js';
import { readInput } from './input.js';
import type { Streams } from './perform.js';
import { runTask } from './tasks.js';

export const imageFormats = ['svg', 'png'] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** A board's SVG as PNG, twice the drawing's size (80 pixels a cell): sharp enough to print. */
export async function svgToPng(svg: string): Promise<Uint8Array> {
  let resvg: typeof import('@resvg/resvg-js');
  try {
    resvg = await import('@resvg/resvg-js');
  } catch {
    throw new BackendError('PNG needs the optional package @resvg/resvg-js (npm install @resvg/resvg-js); --format svg needs nothing');
  }
  const rendered = new resvg.Resvg(svg, { fitTo: { mode: 'zoom', value: 2 }, font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' }, background: '#fff' });
  return rendered.render().asPng();
}

function formatOf(format: string | undefined, output: string | undefined): ImageFormat {
  const chosen = format ?? (output?.toLowerCase().endsWith('.png') ? 'png' : 'svg');
  if (!(imageFormats as readonly string[]).includes(chosen)) inputError(`cannot draw as '${chosen}' (formats: ${imageFormats.join(', ')})`, { part: '--format' });
  return chosen as ImageFormat;
}

/** Writes the picture to the file named, or to standard output (never PNG bytes to a terminal). */
export async function writeImage(svg: string, format: ImageFormat, output: string | undefined, streams: Pick<Streams, 'stdout'> = { stdout: process.stdout }): Promise<void> {
  const bytes = format === 'png' ? await svgToPng(svg) : svg;
  if (output === undefined) {
    if (format === 'png' && streams.stdout.isTTY) inputError('a PNG is not for a terminal: name a file with --output, or redirect the output', { part: '--output' });
    // The command line's text streams take text; PNG bytes go to the process's own output.
    if (typeof bytes === 'string') streams.stdout.write(bytes);
    else process.stdout.write(bytes);
    return;
  }
  try {
    writeFileSync(output, bytes);
  } catch (error) {
    inputError(`cannot write '${output}': ${error instanceof Error ? error.message : String(error)}`, { part: '--output' });
  }
}

export async function commandRender(argv: readonly string[], streams: Streams): Promise<number> {
  const parsed = parseArguments(argv, [
    { name: 'genre', value: true },
    { name: 'answer', value: false },
    { name: 'format', value: true },
    { name: 'output', value: true },
  ]);
  if (parsed.positional.length !== 1) inputError(`render takes INPUT; got ${parsed.positional.length} argument(s)`, { part: 'arguments' });
  const output = stringFlag(parsed, 'output');
  const format = formatOf(stringFlag(parsed, 'format'), output);
  const genreName = stringFlag(parsed, 'genre');
  if (genreName !== undefined) await genreNamed(genreName);
  const text = await readInput(parsed.positional[0]!, 'INPUT', streams.stdin);
  const loaded = await loadText(text, genreName);
  let answer: unknown;
  if (parsed.flags.has('answer')) {
    const result = await runTask({ kind: 'solve', text, genre: genreName, backend: 'cdcl' });
    if (result.kind !== 'solve') throw new Error(`a ${result.kind} result for solve`);
    const { report } = result;
    if (report.answer === undefined) {
      streams.stderr.write('pencilsat: no solution: there is no answer to draw\n');
      return 1;
    }
    if (report.status === 'multiple') streams.stderr.write('pencilsat: warning: the puzzle has more than one solution; this is one of them\n');
    answer = loaded.genre.answerFromJson(loaded.puzzle, report.answer);
  }
  await writeImage(boardSvg(puzzleView(loaded.genre, loaded.puzzle, answer)), format, output, streams);
  return 0;
}

/** A page of puzzles of one genre (written in any of its formats), numbered, for `generate --format svg|png`. */
export function puzzleSheet(genre: AnyGenre, texts: readonly string[]): string {
  return sheetSvg(
    texts.map((text, index) => {
      const loaded = loadPuzzle([genre], text, genre.id);
      return { view: puzzleView(loaded.genre, loaded.puzzle), title: `${genre.name} ${index + 1}` };
    }),
  );
}
