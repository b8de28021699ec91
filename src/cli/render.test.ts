// `pencilsat render` for every genre through the registry: an SVG that a real SVG parser (resvg) reads back at its
// stated size, a PNG with PNG's signature and twice the drawing's size, an answer that differs from the puzzle, and a
// sheet of generated puzzles.

import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { requirePackage, runCli } from '../../test/helpers.js';
import { boardSvg, puzzleView } from '../core/drawing.js';
import { genres } from '../genres/index.js';
import { sudoku } from '../genres/sudoku/index.js';
import { main } from './main.js';

const missingResvg = await requirePackage('@resvg/resvg-js');
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The SVG's stated width and height, after resvg has parsed it (it refuses anything that is not well-formed SVG). */
async function parsedSize(svg: string): Promise<{ width: number; height: number }> {
  const { Resvg } = await import('@resvg/resvg-js');
  const parsed = new Resvg(svg, { font: { loadSystemFonts: false } });
  return { width: parsed.width, height: parsed.height };
}

function pngSize(bytes: Buffer): { width: number; height: number } {
  assert.deepEqual([...bytes.subarray(0, 8)], pngSignature, 'PNG signature');
  assert.equal(bytes.subarray(12, 16).toString('latin1'), 'IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('render', () => {
  let folder: string;
  before(() => {
    folder = mkdtempSync(join(tmpdir(), 'pencilsat-render-'));
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  for (const genre of genres) {
    it(`draws a ${genre.name} and its answer as SVG and PNG`, { skip: missingResvg }, async () => {
      const input = genre.examples[0]!;
      const svgFile = join(folder, `${genre.id}.svg`);
      const answerFile = join(folder, `${genre.id}-answer.svg`);
      const pngFile = join(folder, `${genre.id}.png`);
      assert.equal(await main(['render', input, '--genre', genre.id, '--output', svgFile]), 0);
      assert.equal(await main(['render', input, '--genre', genre.id, '--answer', '--output', answerFile]), 0);
      assert.equal(await main(['render', input, '--genre', genre.id, '--answer', '--output', pngFile]), 0);
      const svg = readFileSync(svgFile, 'utf8');
      const answer = readFileSync(answerFile, 'utf8');
      assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      const size = await parsedSize(svg);
      const stated = /width="(\d+)" height="(\d+)"/.exec(svg)!;
      assert.deepEqual(size, { width: Number(stated[1]), height: Number(stated[2]) });
      assert.ok(size.width >= 80 && size.height >= 80, `a ${size.width}×${size.height} drawing`);
      assert.deepEqual(await parsedSize(answer), size, 'the answer is drawn on the same board');
      assert.notEqual(answer, svg, 'the answer shows more than the clues');
      assert.deepEqual(pngSize(readFileSync(pngFile)), { width: size.width * 2, height: size.height * 2 });
    });
  }

  it("draws Sudoku's answer digits where the solved grid has them, givens bold", async () => {
    const file = join(folder, 'sudoku-digits.svg');
    assert.equal(await main(['render', 'https://puzz.link/p?sudoku/4/4/g1k23k3g', '--answer', '--output', file]), 0);
    const texts = [...readFileSync(file, 'utf8').matchAll(/<text ([^>]*)>(\d)<\/text>/g)];
    assert.deepEqual(texts.map((match) => match[2]).join(''), '2143431234211234');
    assert.equal(texts.filter((match) => match[1]!.includes('font-weight="700"')).length, 4, 'four givens');
  });

  it('writes a page of generated puzzles with --format svg, numbered', async () => {
    const printed = await runCli(['generate', sudoku.id, '--size', '4x4', '--count', '3', '--seed', 'sheet', '--format', 'svg']);
    assert.equal(printed.status, 0);
    assert.match(printed.stdout, /^<svg /);
    for (const number of [1, 2, 3]) assert.match(printed.stdout, new RegExp(`>Sudoku ${number}</text>`));
    if (!missingResvg) assert.ok((await parsedSize(printed.stdout)).width > 0);
  });

  it('refuses a format it cannot draw and an input it cannot read, with exit code 2', async () => {
    assert.equal(await main(['render', 'https://puzz.link/p?sudoku/4/4/g1k23k3g', '--format', 'gif']), 2);
    assert.equal(await main(['render', 'https://puzz.link/p?sudoku/4/4/!!!']), 2);
  });

  it('draws the view the studio shows (the same shapes, without the studio)', () => {
    const loaded = sudoku.formats[0]!.parse('https://puzz.link/p?sudoku/4/4/g1k23k3g');
    const svg = boardSvg(puzzleView(sudoku, loaded));
    assert.equal([...svg.matchAll(/<text /g)].length, 4);
  });
});
