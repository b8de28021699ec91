// The Tents rule checker, in puz.link's order (tentAround, nmTreeNone, nmTentGt, nmTentNone, nmTentLt, exTentNe),
// after the answer's shape and that tents stand in empty cells. A camp is a group of trees and tents joined by a
// tree and a tent side by side: once no two tents touch, the trees and tents pair up exactly when every camp holds
// as many tents as trees (Simon Tatham's argument in tents.c). Independent of the model.

import type { Check, ShadingBoard } from '../../core/checks.js';
import { apartAround, areasInReadingOrder, shadingChecker } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { allCells, neighbours } from '../../core/geometry.js';
import type { TentsPuzzle } from './puzzle.js';
import { countLines, isTree, tentWord, tentsSize, treeCells } from './puzzle.js';

type TentsCheck = Check<TentsPuzzle, ShadingBoard>;

const isTent = (puzzle: TentsPuzzle, board: ShadingBoard, cell: Cell) => board.at(cell) === 1 && !isTree(puzzle, cell);

const tentOnTree: TentsCheck = {
  code: 'tent-on-tree',
  description: 'tents stand in empty cells, never on a tree',
  find: (puzzle, board) => treeCells(puzzle).filter((cell) => board.at(cell) === 1).map((cell) => ({ code: 'tent-on-tree', message: 'a tent stands on a tree', cells: [cell] })),
};

const tentsApart = apartAround('tents-touch', { description: 'no two tents touch, not even diagonally (puz.link tentAround)', message: 'two tents touch' }, isTent);

/** The camps of a board: trees and tents joined where a tree and a tent are side by side. */
function camps(puzzle: TentsPuzzle, board: ShadingBoard): { cells: Cell[]; trees: number; tents: number }[] {
  const member = (cell: Cell) => isTree(puzzle, cell) || isTent(puzzle, board, cell);
  return areasInReadingOrder(board.size, member, (a, b) => isTree(puzzle, a) !== isTree(puzzle, b)).map((cells) => {
    const trees = cells.filter((cell) => isTree(puzzle, cell)).length;
    return { cells, trees, tents: cells.length - trees };
  });
}

const campMessage = (camp: { trees: number; tents: number }) => `a group of ${camp.trees === 1 ? '1 tree' : `${camp.trees} trees`} has ${tentWord(camp.tents)}`;

// A tent needs a tree beside it; trees never change, so a tent without one is wrong on any board.
const tentWithoutTree: TentsCheck = {
  code: 'tent-without-tree',
  description: 'every tent has a tree beside it (puz.link nmTreeNone)',
  find: (puzzle, board) =>
    allCells(board.size)
      .filter((cell) => isTent(puzzle, board, cell) && !neighbours(board.size, cell).some((next) => isTree(puzzle, next)))
      .map((cell) => ({ code: 'tent-without-tree', message: 'a tent has no tree beside it', cells: [cell] })),
};

const campTooManyTents: TentsCheck = {
  code: 'too-many-tents',
  description: 'no group of trees and tents side by side has more tents than trees (puz.link nmTentGt)',
  // A tent placed later may join another tree to the group.
  mendable: true,
  find: (puzzle, board) =>
    camps(puzzle, board)
      .filter((camp) => camp.trees > 0 && camp.tents > camp.trees)
      .map((camp) => ({ code: 'too-many-tents', message: campMessage(camp), cells: camp.cells })),
};

// On a finished board a tree without a tent beside it; in play, one whose every neighbour is a tree or grass.
const treeWithoutTent: TentsCheck = {
  code: 'tree-without-tent',
  description: 'every tree has a tent beside it (puz.link nmTentNone)',
  find: (puzzle, board) =>
    treeCells(puzzle)
      .filter((cell) => !neighbours(board.size, cell).some((next) => !isTree(puzzle, next) && board.at(next) !== 0))
      .map((cell) => ({ code: 'tree-without-tent', message: 'a tree has no tent beside it', cells: [cell] })),
};

const campTooFewTents: TentsCheck = {
  code: 'too-few-tents',
  description: 'no group of trees and tents side by side has fewer tents than trees (puz.link nmTentLt)',
  mendable: true,
  find: (puzzle, board) =>
    camps(puzzle, board)
      .filter((camp) => camp.tents > 0 && camp.tents < camp.trees)
      .map((camp) => ({ code: 'too-few-tents', message: campMessage(camp), cells: camp.cells })),
};

// A line already holding too many, or too few even with every open cell a tent.
const lineCounts: TentsCheck = {
  code: 'wrong-count',
  description: 'the number beside a row or column counts its tents (puz.link exTentNe)',
  find: (puzzle, board) =>
    countLines(puzzle).flatMap((line) => {
      if (line.count === null) return [];
      const tents = line.cells.filter((cell) => isTent(puzzle, board, cell)).length;
      const open = board.finished ? 0 : line.cells.filter((cell) => !isTree(puzzle, cell) && board.at(cell) === null).length;
      if (tents > line.count) return [{ code: 'wrong-count', message: `${line.name} should hold ${tentWord(line.count)}, it holds ${tents}`, cells: line.cells }];
      if (tents + open < line.count) {
        const message = board.finished ? `${line.name} should hold ${tentWord(line.count)}, it holds ${tents}` : `${line.name} should hold ${tentWord(line.count)}, but at most ${tents + open} fit`;
        return [{ code: 'wrong-count', message, cells: line.cells }];
      }
      return [];
    }),
};

export const tentsChecker = shadingChecker(tentsSize, [tentOnTree, tentsApart, tentWithoutTree, campTooManyTents, treeWithoutTent, campTooFewTents, lineCounts]);
