// The board drawn as shapes: any genre's BoardView as plain SVG shape data, without a DOM. The studio turns the shapes
// into elements (and adds its cursor and highlights); `boardSvg` writes them as a standalone SVG document for print,
// with every style written on its shape, so that it looks the same in a browser, a rasteriser or a drawing program.

import { inputError } from './errors.js';
import type { AnyGenre } from './genre.js';
import type { Cell } from './geometry.js';
import type { BoardView, CellView, LinesView } from './play.js';

/** One cell's side in drawing units. */
export const unit = 40;

/** One SVG element: its tag, attributes and text (text is only ever text, never markup). */
export interface Shape {
  readonly tag: string;
  readonly attributes: Readonly<Record<string, string | number>>;
  readonly text?: string;
}

function shape(tag: string, attributes: Readonly<Record<string, string | number>>, text?: string): Shape {
  return text === undefined ? { tag, attributes } : { tag, attributes, text };
}

/** Where the grid sits on the paper: the margins around it and the whole drawing's size. */
export interface BoardLayout {
  readonly margins: { readonly top: number; readonly left: number; readonly right: number; readonly bottom: number };
  readonly width: number;
  readonly height: number;
}

export function boardLayout(view: BoardView): BoardLayout {
  // Places taken on each side: one past the farthest place of its clues.
  const depth = { top: 0, left: 0, right: 0, bottom: 0 };
  for (const item of view.outside ?? []) depth[item.side] = Math.max(depth[item.side], (item.place ?? 0) + 1);
  // A little paper around the grid keeps its bold frame whole (and numbers on its corners); clues outside get a
  // cell's width per place.
  const paper = view.points ? unit * 0.3 : 4;
  const margins = {
    top: paper + depth.top * unit,
    left: paper + depth.left * unit,
    right: paper + depth.right * unit,
    bottom: paper + depth.bottom * unit,
  };
  return { margins, width: margins.left + view.size.columns * unit + margins.right, height: margins.top + view.size.rows * unit + margins.bottom };
}

/** The left edge of a column and the top edge of a row, in drawing units. */
export function columnX(layout: BoardLayout, column: number): number {
  return layout.margins.left + column * unit;
}

export function rowY(layout: BoardLayout, row: number): number {
  return layout.margins.top + row * unit;
}

/** Thin grid lines, bold borders between regions, the diagonals of a Sudoku X and the frame. */
export function gridShapes(view: BoardView, layout: BoardLayout): Shape[] {
  const { rows, columns } = view.size;
  const x = (column: number) => columnX(layout, column);
  const y = (row: number) => rowY(layout, row);
  const parts: Shape[] = [];
  for (let row = 0; row <= rows; row++) parts.push(shape('line', { x1: x(0), y1: y(row), x2: x(columns), y2: y(row), class: 'grid' }));
  for (let column = 0; column <= columns; column++) parts.push(shape('line', { x1: x(column), y1: y(0), x2: x(column), y2: y(rows), class: 'grid' }));
  if (view.regions || view.walls) {
    const region = (row: number, column: number) => view.regions?.[row]?.[column];
    const right = (row: number, column: number) => (view.walls ? view.walls.right[row]?.[column] === true : region(row, column) !== region(row, column + 1));
    const below = (row: number, column: number) => (view.walls ? view.walls.below[row]?.[column] === true : region(row, column) !== region(row + 1, column));
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        if (column + 1 < columns && right(row, column)) {
          parts.push(shape('line', { x1: x(column + 1), y1: y(row), x2: x(column + 1), y2: y(row + 1), class: 'border' }));
        }
        if (row + 1 < rows && below(row, column)) {
          parts.push(shape('line', { x1: x(column), y1: y(row + 1), x2: x(column + 1), y2: y(row + 1), class: 'border' }));
        }
      }
    }
  }
  if (view.diagonals) {
    parts.push(shape('line', { x1: x(0), y1: y(0), x2: x(columns), y2: y(rows), class: 'diagonal' }));
    parts.push(shape('line', { x1: x(columns), y1: y(0), x2: x(0), y2: y(rows), class: 'diagonal' }));
  }
  parts.push(shape('rect', { x: x(0), y: y(0), width: columns * unit, height: rows * unit, class: 'frame' }));
  return parts;
}

/** The tracks of moved pieces; `tried` tells which end in a cell changed since Try. */
export function trackShapes(view: BoardView, layout: BoardLayout, tried: (cell: Cell) => boolean = () => false): Shape[] {
  const centre = (cell: Cell) => ({ x: columnX(layout, cell.column) + unit / 2, y: rowY(layout, cell.row) + unit / 2 });
  return (view.tracks ?? []).map((track) => {
    const from = centre(track.from);
    const to = centre(track.to);
    return shape('line', { x1: from.x, y1: from.y, x2: to.x, y2: to.y, class: `track${tried(track.to) ? ' trial' : ''}` });
  });
}

/** What a cell holds: a light's ring, a diagonal, a circle, a dot, a value or marks. */
export function cellShapes(look: CellView, row: number, column: number, layout: BoardLayout, tried = false, part: 'all' | 'marks' | 'numbers' = 'all'): Shape[] {
  const left = columnX(layout, column);
  const top = rowY(layout, row);
  const cx = left + unit / 2;
  const cy = top + unit / 2;
  const parts: Shape[] = [];
  const trial = tried ? ' trial' : '';
  if (look.fill === 'light' && !look.value) parts.push(shape('circle', { cx, cy, r: unit * 0.3, class: `light-ring${trial}` }));
  if (look.diagonal) {
    const rising = look.diagonal.direction === '/';
    const kind = look.diagonal.kind === 'given' ? 'given' : `${look.diagonal.kind}${trial}`;
    parts.push(shape('line', { x1: left, y1: rising ? top + unit : top, x2: left + unit, y2: rising ? top : top + unit, class: `slant ${kind}` }));
  }
  if (look.triangle) {
    // The right angle's corner and the two corners beside it.
    const [right, bottom] = [left + unit, top + unit];
    const corners = { 'top-left': [[left, top], [right, top], [left, bottom]], 'top-right': [[right, top], [right, bottom], [left, top]], 'bottom-right': [[right, bottom], [left, bottom], [right, top]], 'bottom-left': [[left, bottom], [left, top], [right, bottom]] }[look.triangle.corner];
    const kind = look.triangle.kind === 'given' ? 'given' : `${look.triangle.kind}${trial}`;
    parts.push(shape('polygon', { points: corners.map(([x, y]) => `${x},${y}`).join(' '), class: `triangle ${kind}` }));
  }
  if (look.circle) {
    parts.push(shape('circle', { cx, cy, r: unit * 0.38, class: `circle ${look.circle.style}${trial}` }));
    if (look.circle.text) parts.push(shape('text', { x: cx, y: cy, class: `circle-text ${look.circle.style}${trial}` }, look.circle.text));
  }
  // After the circle, so that a dot in a circle (it stays) shows. A number surely unshaded is tinted instead: a dot
  // would sit on its digit.
  if (look.fill === 'unshaded' && !look.value) parts.push(shape('circle', { cx, cy, r: 4, class: `dot${trial}` }));
  // Numbers and marks apart when asked, so that the board draws them over its lines.
  if (part === 'marks') return parts;
  if (part === 'numbers') parts.length = 0;
  if (look.sums?.across) parts.push(shape('text', { x: left + unit * 0.72, y: top + unit * 0.3, class: 'sum' }, look.sums.across));
  if (look.sums?.down) parts.push(shape('text', { x: left + unit * 0.3, y: top + unit * 0.72, class: 'sum' }, look.sums.down));
  if (look.label) parts.push(shape('text', { x: left + unit * 0.06, y: top + unit * 0.16, class: 'cell-label' }, look.label));
  if (look.value) {
    // Longer texts (a Tapa clue of three or four numbers) in smaller type, to stay inside the cell.
    const length = look.value.text.length;
    const small = length > 4 ? ' small crowded' : length > 2 ? ' small' : '';
    const kind = look.value.kind === 'given' ? 'given' : `${look.value.kind}${trial}`;
    parts.push(shape('text', { x: cx, y: cy, class: `value ${kind}${look.fill === 'shaded' ? ' on-dark' : ''}${small}` }, look.value.text));
  } else {
    // Marks are small whole numbers; anything else (a damaged save) is not drawn.
    const sane = (marks: readonly number[] | undefined) => (marks ?? []).filter((mark) => Number.isInteger(mark) && mark >= 1 && mark <= 100);
    // Corner marks fill the corners first, then the middles of the sides, as in Sudoku apps.
    sane(look.marks).slice(0, cornerPlaces.length).forEach((mark, index) => {
      const [across, down] = cornerPlaces[index]!;
      parts.push(shape('text', { x: left + across * unit, y: top + down * unit, class: `mark${trial}` }, String(mark)));
    });
    const centre = sane(look.centreMarks);
    if (centre.length > 0) {
      const text = centre.join('');
      parts.push(shape('text', { x: cx, y: cy, class: `mark centre${text.length > 5 ? ' crowded' : ''}${trial}` }, text));
    }
  }
  return parts;
}

/** Where corner marks go, in order, as fractions of the cell: the four corners, then the sides' middles. */
const cornerPlaces: readonly (readonly [number, number])[] = [
  [0.2, 0.2], [0.8, 0.2], [0.2, 0.8], [0.8, 0.8], [0.5, 0.2], [0.5, 0.8], [0.2, 0.5], [0.8, 0.5],
];

/** Signs and bars on the edges between cells. */
export function edgeShapes(view: BoardView, layout: BoardLayout): Shape[] {
  const parts: Shape[] = [];
  for (const edge of view.edges ?? []) {
    const right = edge.direction === 'right';
    const cx = right ? columnX(layout, edge.cell.column + 1) : columnX(layout, edge.cell.column) + unit / 2;
    const cy = right ? rowY(layout, edge.cell.row) + unit / 2 : rowY(layout, edge.cell.row + 1);
    if (edge.mark === 'bar') {
      parts.push(right ? shape('line', { x1: cx, y1: cy - 9, x2: cx, y2: cy + 9, class: 'bar' }) : shape('line', { x1: cx - 9, y1: cy, x2: cx + 9, y2: cy, class: 'bar' }));
    } else {
      // The sign opens towards the larger cell.
      const glyph = right ? (edge.mark === 'less' ? '<' : '>') : edge.mark === 'less' ? '∧' : '∨';
      parts.push(shape('rect', { x: cx - 7, y: cy - 8, width: 14, height: 16, class: 'sign-back' }), shape('text', { x: cx, y: cy, class: 'sign' }, glyph));
    }
  }
  return parts;
}

/** Where a lattice point sits in drawing units. */
export function latticePoint(lines: LinesView, layout: BoardLayout, point: Cell): { x: number; y: number } {
  const offset = lines.points === 'centres' ? unit / 2 : 0;
  return { x: columnX(layout, point.column) + offset, y: rowY(layout, point.row) + offset };
}

/** Lines between points (loop genres): the corners' dots, drawn lines and crosses. */
export function lineShapes(view: BoardView, lines: LinesView, layout: BoardLayout, tried?: ReadonlySet<string>): Shape[] {
  const parts: Shape[] = [];
  if (lines.points === 'corners') {
    const { rows, columns } = view.size;
    for (let row = 0; row <= rows; row++) {
      for (let column = 0; column <= columns; column++) parts.push(shape('circle', { cx: columnX(layout, column), cy: rowY(layout, row), r: 2.5, class: 'lattice-point' }));
    }
  }
  for (const line of lines.lines) {
    const from = latticePoint(lines, layout, line.from);
    const to = latticePoint(lines, layout, line.to);
    // Lines drawn since Try are grey, keyed by their two points.
    const trial = tried?.has(`${line.from.row},${line.from.column}-${line.to.row},${line.to.column}`) ? ' trial' : '';
    const kind = `${line.kind ?? 'entered'}${trial}`;
    if (line.state === 'line' && line.double) {
      // Two lines apart across the direction of the pair (a double bridge).
      const [dx, dy] = from.y === to.y ? [0, 4] : [4, 0];
      for (const side of [-1, 1]) {
        parts.push(shape('line', { x1: from.x + side * dx, y1: from.y + side * dy, x2: to.x + side * dx, y2: to.y + side * dy, class: `loop-line double ${kind}`, 'data-from': `${line.from.row},${line.from.column}`, 'data-to': `${line.to.row},${line.to.column}` }));
      }
    } else if (line.state === 'line') {
      parts.push(shape('line', { x1: from.x, y1: from.y, x2: to.x, y2: to.y, class: `loop-line ${kind}`, 'data-from': `${line.from.row},${line.from.column}`, 'data-to': `${line.to.row},${line.to.column}` }));
    } else {
      const x = (from.x + to.x) / 2;
      const y = (from.y + to.y) / 2;
      parts.push(shape('path', { d: `M${x - 4},${y - 4}L${x + 4},${y + 4}M${x + 4},${y - 4}L${x - 4},${y + 4}`, class: `line-cross ${kind}` }));
    }
  }
  return parts;
}

/** Clues and labels beside the grid. */
export function outsideShapes(view: BoardView, layout: BoardLayout): Shape[] {
  const { rows, columns } = view.size;
  return (view.outside ?? []).map((item) => {
    const vertical = item.side === 'top' || item.side === 'bottom';
    const place = item.place ?? 0;
    const cx = vertical ? columnX(layout, item.index) + unit / 2 : item.side === 'left' ? columnX(layout, -1 - place) + unit / 2 : columnX(layout, columns + place) + unit / 2;
    const cy = vertical ? (item.side === 'top' ? rowY(layout, -1 - place) + unit / 2 : rowY(layout, rows + place) + unit / 2) : rowY(layout, item.index) + unit / 2;
    return shape('text', { x: cx, y: cy, class: `outside ${item.kind}` }, item.text);
  });
}

/** Numbers on the corners of the cells, in small circles. */
export function pointShapes(view: BoardView, layout: BoardLayout): Shape[] {
  // A dot's half-cell place: its centre is half a cell further in than the corner it counts from.
  const dots = (view.dots ?? []).map(({ point, colour }) =>
    shape('circle', { cx: columnX(layout, (point.column + 1) / 2), cy: rowY(layout, (point.row + 1) / 2), r: unit * 0.16, class: `galaxy-dot ${colour}` }),
  );
  return [...dots, ...(view.points ?? []).flatMap(({ point, text }) => [
    shape('circle', { cx: columnX(layout, point.column), cy: rowY(layout, point.row), r: unit * 0.24, class: 'point-number' }),
    shape('text', { x: columnX(layout, point.column), y: rowY(layout, point.row), class: 'point-text' }, text),
  ])];
}

/** The board a genre shows for a puzzle: its clues, or with an answer the solved board (view options at their defaults). */
export function puzzleView(genre: AnyGenre, puzzle: unknown, answer?: unknown): BoardView {
  const rules = genre.play;
  if (!rules) inputError(`${genre.name} has no board drawing`, { part: 'GENRE' });
  const options = Object.fromEntries((rules.options ?? []).map((option) => [option.id, option.initial]));
  const state: unknown = answer === undefined ? rules.start(puzzle) : rules.fromAnswer(puzzle, answer);
  return rules.view(puzzle, state, options);
}

// ---- A standalone document for print ----

const ink = '#000';
const font = 'DejaVu Sans, Helvetica, Arial, sans-serif';

/**
 * Print styles by class, in the order the classes are read: a shape's attributes are those of its first class, then
 * `first.other` for each further class (`value.given`). Black on white, answers in a dark grey.
 */
const printStyles: Readonly<Record<string, Readonly<Record<string, string | number>>>> = {
  paper: { fill: '#fff' },
  cell: { fill: '#fff' },
  'cell.shaded': { fill: '#262626' },
  'cell.light': { fill: '#e6e6e6' },
  'cell.block': { fill: '#c9c9c9' },
  grid: { stroke: '#888', 'stroke-width': 1 },
  'grid.corners': { stroke: '#c8c8c8', 'stroke-dasharray': '2 4' },
  border: { stroke: ink, 'stroke-width': 3.5, 'stroke-linecap': 'square' },
  frame: { fill: 'none', stroke: ink, 'stroke-width': 4 },
  'frame.corners': { stroke: '#c8c8c8', 'stroke-width': 1 },
  diagonal: { stroke: '#777', 'stroke-width': 2, 'stroke-dasharray': '6 4' },
  value: { 'font-size': 24, fill: ink },
  'value.small': { 'font-size': 16 },
  'value.crowded': { 'font-size': 10 },
  'value.given': { 'font-weight': 700 },
  'value.solution': { fill: '#333' },
  'value.on-dark': { fill: '#fff' },
  mark: { 'font-size': 10, fill: '#444' },
  sum: { 'font-size': 12, 'font-weight': 600, fill: ink },
  'cell-label': { 'font-size': 10, 'font-weight': 600, fill: ink, 'text-anchor': 'start' },
  'mark.centre': { 'font-size': 11 },
  'mark.crowded': { 'font-size': 8 },
  dot: { fill: ink },
  'light-ring': { fill: 'none', stroke: '#555', 'stroke-width': 2 },
  circle: { fill: '#fff', stroke: ink, 'stroke-width': 2 },
  'circle.ghost': { stroke: '#555', 'stroke-dasharray': '3 3' },
  'circle.filled': { fill: ink },
  'circle-text': { 'font-size': 18, 'font-weight': 700, fill: ink },
  'circle-text.ghost': { fill: '#555', 'font-weight': 'normal' },
  'loop-line': { stroke: '#333', 'stroke-width': 6, 'stroke-linecap': 'round' },
  'loop-line.given': { stroke: ink },
  slant: { stroke: '#333', 'stroke-width': 5, 'stroke-linecap': 'round' },
  'slant.given': { stroke: ink },
  triangle: { fill: '#262626' },
  'point-number': { fill: '#fff', stroke: ink, 'stroke-width': 1.5 },
  'galaxy-dot': { fill: '#fff', stroke: ink, 'stroke-width': 2 },
  'galaxy-dot.black': { fill: ink },
  'point-text': { 'font-size': 13, 'font-weight': 700, fill: ink },
  'line-cross': { stroke: '#555', 'stroke-width': 2, fill: 'none' },
  'lattice-point': { fill: ink },
  track: { stroke: '#999', 'stroke-width': 9, 'stroke-linecap': 'round' },
  'sign-back': { fill: '#fff' },
  sign: { 'font-size': 17, 'font-weight': 700, fill: ink },
  bar: { stroke: ink, 'stroke-width': 5, 'stroke-linecap': 'round' },
  outside: { 'font-size': 17, fill: ink },
  'outside.clue': { 'font-weight': 700 },
  'outside.label': { fill: '#555', 'font-size': 13 },
  title: { 'font-size': 16, fill: ink },
};

const textStyle = { 'font-family': font, 'text-anchor': 'middle', 'dominant-baseline': 'central' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);
}

/** A shape as SVG markup with its print style written on it; the studio's data attributes are left out. */
function writeShape(item: Shape, extraClass = ''): string {
  const { class: classes = '', ...rest } = item.attributes;
  const names = `${classes} ${extraClass}`.trim().split(/\s+/).filter((name) => name !== '');
  const [first, ...others] = names;
  const style: Record<string, string | number> = item.tag === 'text' ? { ...textStyle } : {};
  if (first !== undefined) Object.assign(style, printStyles[first], ...others.map((other) => printStyles[`${first}.${other}`] ?? {}));
  const attributes = Object.entries({ ...rest, ...style })
    .filter(([name]) => !name.startsWith('data-'))
    .map(([name, value]) => `${name}="${escapeXml(String(value))}"`)
    .join(' ');
  return item.text === undefined ? `<${item.tag} ${attributes}/>` : `<${item.tag} ${attributes}>${escapeXml(item.text)}</${item.tag}>`;
}

/** Every shape of a board, in drawing order, as the studio draws it less its cursor and highlights. */
export function boardShapes(view: BoardView, layout: BoardLayout = boardLayout(view)): Shape[] {
  const { rows, columns } = view.size;
  const parts: Shape[] = [shape('rect', { x: 0, y: 0, width: layout.width, height: layout.height, class: 'paper' })];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const look = view.cells[row]![column]!;
      const tint = look.tint === 'block' ? 'block' : '';
      const classes = ['cell', look.fill === 'shaded' ? 'shaded' : '', look.fill === 'light' ? 'light' : '', tint].filter((name) => name !== '');
      parts.push(shape('rect', { x: columnX(layout, column), y: rowY(layout, row), width: unit, height: unit, class: classes.join(' ') }));
    }
  }
  parts.push(...gridShapes(view, layout), ...trackShapes(view, layout));
  // Cell marks, then the lines, then the numbers over them (a line ends under a clue).
  const numbers: Shape[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      parts.push(...cellShapes(view.cells[row]![column]!, row, column, layout, false, 'marks'));
      numbers.push(...cellShapes(view.cells[row]![column]!, row, column, layout, false, 'numbers'));
    }
  }
  parts.push(...edgeShapes(view, layout));
  if (view.lines) parts.push(...lineShapes(view, view.lines, layout));
  parts.push(...numbers, ...outsideShapes(view, layout), ...pointShapes(view, layout));
  return parts;
}

export interface SvgOptions {
  /** A line of text above the board (a puzzle's name or number on a sheet). */
  readonly title?: string;
  /** Drawing units to pixels (the document's width and height); default 1. */
  readonly scale?: number;
}

const titleHeight = 28;

/** The board as a standalone SVG document, styled for print. */
export function boardSvg(view: BoardView, options: SvgOptions = {}): string {
  const layout = boardLayout(view);
  const top = options.title === undefined ? 0 : titleHeight;
  const width = layout.width;
  const height = layout.height + top;
  const scale = options.scale ?? 1;
  // Lines along cell edges: the grid steps back, so that only the loop is bold (as in the studio).
  const corners = view.lines?.points === 'corners' ? 'corners' : '';
  const body = boardShapes(view, layout).map((item) => writeShape(item, item.attributes.class === 'grid' || item.attributes.class === 'frame' ? corners : ''));
  const title = options.title === undefined ? '' : writeShape(shape('text', { x: width / 2, y: titleHeight / 2, class: 'title' }, options.title)) + '\n';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width * scale)}" height="${Math.round(height * scale)}" viewBox="0 0 ${width} ${height}">\n` +
    (top > 0 ? `<rect x="0" y="0" width="${width}" height="${top}" fill="#fff"/>\n` : '') +
    title +
    (top > 0 ? `<g transform="translate(0 ${top})">\n` : '') +
    body.join('\n') +
    (top > 0 ? '\n</g>' : '') +
    '\n</svg>\n'
  );
}

/** Several boards on one page, in a grid of `columns` (a sheet of puzzles for a class), each with its title. */
export function sheetSvg(boards: readonly { readonly view: BoardView; readonly title: string }[], options: { readonly columns?: number } = {}): string {
  const columns = Math.max(1, Math.min(options.columns ?? 2, boards.length));
  const gap = unit;
  const items = boards.map((board) => ({ ...board, layout: boardLayout(board.view) }));
  const cellWidth = Math.max(...items.map((item) => item.layout.width));
  const cellHeight = Math.max(...items.map((item) => item.layout.height)) + titleHeight;
  const rows = Math.ceil(items.length / columns);
  const width = gap + columns * (cellWidth + gap);
  const height = gap + rows * (cellHeight + gap);
  const parts = [`<rect x="0" y="0" width="${width}" height="${height}" fill="#fff"/>`];
  items.forEach((item, index) => {
    const x = gap + (index % columns) * (cellWidth + gap) + (cellWidth - item.layout.width) / 2;
    const y = gap + Math.floor(index / columns) * (cellHeight + gap);
    parts.push(`<g transform="translate(${x} ${y})">`);
    parts.push(writeShape(shape('text', { x: item.layout.width / 2, y: titleHeight / 2, class: 'title' }, item.title)));
    parts.push(`<g transform="translate(0 ${titleHeight})">`);
    const corners = item.view.lines?.points === 'corners' ? 'corners' : '';
    for (const drawn of boardShapes(item.view, item.layout)) parts.push(writeShape(drawn, drawn.attributes.class === 'grid' || drawn.attributes.class === 'frame' ? corners : ''));
    parts.push('</g></g>');
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n${parts.join('\n')}\n</svg>\n`;
}
