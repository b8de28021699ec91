// puzz.link's ArrowNumber16 cell list, shared by the genres whose clues are a number with an arrow or a dot pointing
// one way (Yajilin's arrows, Hotaru Beam's fireflies).

import type { Direction } from '../geometry.js';
import { inputError } from '../errors.js';
import type { Codec } from './codec.js';
import type { Symbols } from './lines.js';

/** A cell of the list: a direction (null for none) and a number (null for `?` or none). */
export interface ArrowNumber {
  readonly direction: Direction | null;
  readonly value: number | null;
}

/** puzz.link's direction digits: 0 none, 1 up, 2 down, 3 left, 4 right. */
export const directionCodes: readonly (Direction | null)[] = [null, 'up', 'down', 'left', 'right'];

/**
 * puzz.link's ArrowNumber16 list of `count` cells: a direction digit D and one hex digit (0-15) or `.` (unknown);
 * D + 5 and two hex digits (16-255); `-`, D and three hex digits (256-4095); `a`..`z` for 1..26 empty cells.
 */
export function arrowNumberCells(count: number): Codec<(ArrowNumber | null)[]> {
  return {
    read(reader) {
      const cells: (ArrowNumber | null)[] = [];
      const hex = (length: number, start: number): number => {
        const digits = reader.text.slice(reader.position, reader.position + length);
        if (digits.length !== length || !/^[0-9a-f]+$/.test(digits)) reader.fail(`expected ${length} hex digit${length === 1 ? '' : 's'} after the arrow, found '${digits}'`, start);
        reader.position += length;
        return parseInt(digits, 16);
      };
      while (cells.length < count && !reader.done) {
        const start = reader.position;
        const character = reader.next('a cell');
        if (character >= '0' && character <= '4') {
          const direction = directionCodes[Number(character)]!;
          cells.push({ direction, value: reader.accept('.') ? null : hex(1, start) });
        } else if (character >= '5' && character <= '9') {
          cells.push({ direction: directionCodes[Number(character) - 5]!, value: hex(2, start) });
        } else if (character === '-') {
          const code = reader.next('a direction digit');
          if (code < '0' || code > '4') reader.fail(`expected a direction digit 0-4 after '-', found '${code}'`, start);
          cells.push({ direction: directionCodes[Number(code)]!, value: hex(3, start) });
        } else if (character >= 'a' && character <= 'z') {
          const skip = parseInt(character, 36) - 9;
          for (let k = 0; k < skip && cells.length < count; k++) cells.push(null);
        } else reader.fail(`unexpected character '${character}' in the clues`, start);
      }
      while (cells.length < count) cells.push(null);
      return cells;
    },
    write(cells) {
      let text = '';
      let blanks = 0;
      const flush = () => {
        for (; blanks > 0; blanks -= Math.min(blanks, 26)) text += (Math.min(blanks, 26) + 9).toString(36);
      };
      for (const clue of cells) {
        if (clue === null) {
          blanks++;
          continue;
        }
        flush();
        const code = directionCodes.indexOf(clue.direction);
        const value = clue.value;
        if (value === null) text += `${code}.`;
        else if (value < 16) text += `${code}${value.toString(16)}`;
        else if (value < 256) text += `${code + 5}${value.toString(16)}`;
        else if (value < 4096) text += `-${code}${value.toString(16)}`;
        else inputError(`a puzz.link URL cannot hold the number ${value} (0 to 4095)`, { field: 'format' });
      }
      flush();
      return text;
    },
  };
}

/**
 * A cell of a pzprv3 file: `.` none, or `D,N`, the direction digit D (0-4, as in the URL) and the number N (`-` for
 * none or `?`); `what` names such a cell in an error ("a firefly").
 */
export function arrowNumberTokens(what: string): Symbols<ArrowNumber | null> {
  return {
    read(token) {
      if (token === '.') return null;
      const match = /^([0-4]),(-|\d{1,4})$/.exec(token);
      return match ? { direction: directionCodes[Number(match[1])]!, value: match[2] === '-' ? null : Number(match[2]) } : undefined;
    },
    write: (cell) => (cell === null ? '.' : `${directionCodes.indexOf(cell.direction)},${cell.value ?? '-'}`),
    expected: `'.' or ${what} 'direction,number' like 4,0 or 3,-`,
  };
}
