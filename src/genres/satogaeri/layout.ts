// A Satogaeri answer being built for the generator: every country gets a home cell, the solution; circles are then
// moved away from home in a straight line, never over another circle's home or track (0 for a circle whose every way
// out is blocked, as in the seed thesis, and now and then for one that simply stays). A circle can be placed again,
// which is how the generator mends a layout with a second solution and how it makes one harder.

import type { Cell, Direction } from '../../core/geometry.js';
import { directions, isInside, move as stepFrom, sameCell } from '../../core/geometry.js';
import type { Random } from '../../core/random.js';
import type { Move, SatogaeriPuzzle } from './puzzle.js';
import { makeSatogaeri, trackOf } from './puzzle.js';

/**
 * A solution being built: for each country, the move of its circle (ending at its home cell). Circles can be
 * placed again one at a time, which is how a layout with a second solution is repaired.
 */
export class Layout {
  private readonly cellsOf: Cell[][] = [];
  private readonly used: boolean[][];
  readonly moves: (Move | undefined)[];
  /** The puzzle with every number shown, made when first asked for (placing a circle again forgets it). */
  private numbered: SatogaeriPuzzle | undefined;

  constructor(
    readonly countries: readonly (readonly number[])[],
    private readonly random: Random,
    private readonly stayChance = 0.04,
  ) {
    countries.forEach((line, row) => line.forEach((country, column) => (this.cellsOf[country] ??= []).push({ row, column })));
    this.used = countries.map((line) => line.map(() => false));
    this.moves = this.cellsOf.map(() => undefined);
    // Homes first, so that no track crosses a home; then the circles, in random order.
    const homes = this.cellsOf.map((cells) => random.pick(cells));
    for (const home of homes) this.mark(home, home, true);
    for (const country of random.shuffle(this.cellsOf.map((_, k) => k))) this.moves[country] = this.moveAway(homes[country]!);
  }

  /** Moves a circle away from its home: a random direction, tried twice, else it stays (a 0, as in the thesis). */
  private moveAway(home: Cell): Move {
    const size = { rows: this.countries.length, columns: this.countries[0]!.length };
    let start = home;
    if (this.random.next() >= this.stayChance) {
      for (let attempt = 0; attempt < 2 && start === home; attempt++) {
        const direction: Direction = this.random.pick(directions);
        let room = 0;
        for (let cell = stepFrom(home, direction); isInside(size, cell) && !this.used[cell.row]![cell.column]; cell = stepFrom(cell, direction)) room++;
        if (room > 0) start = stepFrom(home, direction, 1 + this.random.below(room));
      }
    }
    this.mark(start, home, true);
    return { from: start, to: home };
  }

  /** Another layout with the same moves, to be changed without changing this one. */
  copy(): Layout {
    const copy = Object.create(Layout.prototype) as Layout;
    Object.assign(copy, this, { used: this.used.map((line) => [...line]), moves: [...this.moves], numbered: undefined });
    return copy;
  }

  private mark(from: Cell, to: Cell, value: boolean): void {
    for (const cell of trackOf({ from, to })) this.used[cell.row]![cell.column] = value;
  }

  /** Places the circle of a country again: a new home among the free cells of the country, and a new start. */
  replace(country: number): void {
    this.numbered = undefined;
    const old = this.moves[country]!;
    this.mark(old.from, old.to, false);
    const free = this.cellsOf[country]!.filter((cell) => !this.used[cell.row]![cell.column]);
    const home = free.length > 0 ? this.random.pick(free) : old.to;
    this.mark(home, home, true);
    this.moves[country] = this.moveAway(home);
  }

  /** The moves in reading order of their starts, which is the order of the puzzle's circles. */
  solution(): Move[] {
    return this.moves.map((move) => move!).sort((a, b) => a.from.row - b.from.row || a.from.column - b.from.column);
  }

  /** The puzzle of the layout: its circles where they start, each with its distance as its number where `shown` says. */
  puzzle(shown: (circle: number) => boolean = () => true): SatogaeriPuzzle {
    this.numbered ??= makeSatogaeri(
      this.countries,
      this.solution().map((move) => ({ ...move.from, number: Math.abs(move.to.row - move.from.row) + Math.abs(move.to.column - move.from.column) })),
    );
    return { ...this.numbered, circles: this.numbered.circles.map((circle, index) => (shown(index) ? circle : { ...circle, number: null })) };
  }

  /** The country of the circle that starts at `start` (the country of its home). */
  countryOf(start: Cell): number {
    const home = this.moves.find((move) => move !== undefined && sameCell(move.from, start))!.to;
    return this.countries[home.row]![home.column]!;
  }
}
