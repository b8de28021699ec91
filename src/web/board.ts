// The generic board: draws any genre's BoardView as SVG and turns mouse, touch and keys into genre-neutral
// gestures. It knows nothing about a genre; the genre's play or edit rules read the gestures.

import type { Cell, LinePosition } from '../core/geometry.js';
import { lineEnd } from '../core/lines.js';
import type { BoardLayout, Shape } from '../core/drawing.js';
import { boardLayout, cellShapes, edgeShapes, gridShapes, latticePoint, lineShapes, outsideShapes, pointShapes, trackShapes, unit } from '../core/drawing.js';
import type { BoardView, Gesture, LinesView, Side, Target } from '../core/play.js';

export interface Highlights {
  /** Cells named by the rule checker. */
  readonly errors?: readonly Cell[];
  /** The cell a hint just filled. */
  readonly hint?: readonly Cell[];
  /** The clues and placed cells behind a deduction, or a clue to add. */
  readonly reason?: readonly Cell[];
  /** Cells still undetermined (the editor's ambiguity view). */
  readonly open?: readonly Cell[];
  /** Cells of a refused move. */
  readonly refused?: readonly Cell[];
  /** The first step of a hint's long chain: the cell that follows first. */
  readonly step?: readonly Cell[];
  /** Cells changed since Try: drawn in the trial colour (grey, as puzz.link draws trial moves). */
  readonly trial?: readonly Cell[];
  /** Lines and crosses drawn or changed since Try, as `row,column-row,column` of their two points: grey too. */
  readonly trialLines?: ReadonlySet<string>;
  /** Lines marked on boards with lines, as the cells are: broken rules, a hint, its reason, a chain's first step. */
  readonly lines?: readonly { readonly line: LinePosition; readonly kind: 'error' | 'hinted' | 'reason' | 'step' }[];
}

export interface BoardHandlers {
  /** True when the rules made something of the gesture. */
  gesture(gesture: Gesture): boolean;
  /**
   * A key the board does not use itself (arrows, Enter, Escape, space are the board's); `again` when the key before it
   * went to the same target with no press or cursor move between.
   */
  key(key: string, target: Target, again: boolean): boolean;
  cursorMoved?(target: Target): void;
}

const svgNamespace = 'http://www.w3.org/2000/svg';

/**
 * One SVG element with its attributes and text. The board is built from elements, never from markup: a text from a
 * puzzle, a file, a link or saved progress can only ever be text.
 */
function svg(tag: string, attributes: Readonly<Record<string, string | number>>, text?: string): SVGElement {
  const created = document.createElementNS(svgNamespace, tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, String(value));
  if (text !== undefined) created.textContent = text;
  return created;
}

/** The element for one of the shared drawing's shapes. */
function element(item: Shape): SVGElement {
  return svg(item.tag, item.attributes, item.text);
}

/** A pattern of the board's defs, e.g. the hatching of broken rules. */
function pattern(id: string, size: number, transform: string | undefined, ...shapes: SVGElement[]): SVGElement {
  const created = svg('pattern', { id, width: size, height: size, patternUnits: 'userSpaceOnUse', ...(transform ? { patternTransform: transform } : {}) });
  created.append(...shapes);
  return created;
}

function sameTarget(a: Target, b: Target): boolean {
  if (a.kind === 'cell' && b.kind === 'cell') return a.cell.row === b.cell.row && a.cell.column === b.cell.column;
  if (a.kind === 'outside' && b.kind === 'outside') return a.side === b.side && a.index === b.index;
  return false;
}

export function describeTarget(target: Target): string {
  if (target.kind === 'cell') return `row ${target.cell.row + 1}, column ${target.cell.column + 1}`;
  if (target.kind === 'line') return `the line from row ${target.from.row + 1} column ${target.from.column + 1} to row ${target.to.row + 1} column ${target.to.column + 1}`;
  if (target.kind === 'corner') return `the corner at row ${target.point.row + 1}, column ${target.point.column + 1} of the corners`;
  if (target.kind === 'edge') return `between row ${target.cell.row + 1} column ${target.cell.column + 1} and the cell ${target.direction === 'right' ? 'to its right' : 'below'}`;
  return `${target.side} clue ${target.index + 1}`;
}

export class Board {
  readonly element: SVGSVGElement;
  private view: BoardView | undefined;
  private highlights: Highlights = {};
  private cursor: Target = { kind: 'cell', cell: { row: 0, column: 0 } };
  /** With lines on the board: the lattice points passed since the pointer went down, and where it went down. */
  private trace: { points: Cell[]; button: 'primary' | 'secondary'; x: number; y: number } | undefined;
  /** Cells passed over since the pointer went down. */
  private stroke: Cell[] | undefined;
  private pressTarget: Target | undefined;
  private pointerButton: 'primary' | 'secondary' = 'primary';
  /** A cell picked up with Enter, to be dropped with Enter elsewhere (a drag by keyboard). */
  private picked: Cell | undefined;
  private readonly margins = { top: 0, left: 0, right: 0, bottom: 0 };
  private layout: BoardLayout | undefined;
  private readonly announcer: HTMLElement;
  /** With lines on the board, drags trace along them (play); off, the board takes cells and strokes (the editor). */
  private traceLines = true;
  /** The mouse is in use: the cursor stays hidden until a key, or a press that only selects, needs it. */
  private cursorHidden = false;
  /** What a drag draws while it goes on, and the cursor: updated alone on every pointer move, not with the board. */
  private readonly previewLayer = svg('g', { class: 'previews' });
  private cursorElement: SVGElement = svg('g', {});

  constructor(
    host: HTMLElement,
    private readonly handlers: BoardHandlers,
    label: string,
  ) {
    this.element = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    this.element.setAttribute('class', 'board');
    this.element.setAttribute('tabindex', '0');
    this.element.setAttribute('role', 'application');
    this.element.setAttribute('aria-label', label);
    this.element.setAttribute('aria-roledescription', 'puzzle grid');
    // Screen readers hear where the cursor is and what the cell holds.
    this.announcer = document.createElement('p');
    this.announcer.className = 'visually-hidden';
    this.announcer.setAttribute('aria-live', 'polite');
    host.append(this.element, this.announcer);
    this.element.addEventListener('pointerdown', (event) => this.onPointerDown(event));
    this.element.addEventListener('pointermove', (event) => this.onPointerMove(event));
    this.element.addEventListener('pointerup', (event) => this.onPointerUp(event));
    this.element.addEventListener('pointercancel', () => this.endPointer());
    this.element.addEventListener('contextmenu', (event) => event.preventDefault());
    this.element.addEventListener('keydown', (event) => this.onKey(event));
    window.addEventListener('resize', () => this.refit());
  }

  get target(): Target {
    return this.cursor;
  }

  render(view: BoardView, highlights: Highlights = this.highlights, options: { traceLines?: boolean } = {}): void {
    this.view = view;
    this.highlights = highlights;
    this.traceLines = options.traceLines ?? true;
    this.layout = boardLayout(view);
    Object.assign(this.margins, this.layout.margins);
    this.cursor = this.clampTarget(this.cursor);
    // Lines along cell edges: the frame and grid step back, so that only the loop is bold.
    this.element.classList.toggle('corner-lines', view.lines?.points === 'corners');
    // Lines through cell centres pass under the clues: their digits keep a paper halo.
    this.element.classList.toggle('centre-lines', view.lines?.points === 'centres');
    this.draw();
  }

  setHighlights(highlights: Highlights): void {
    this.highlights = highlights;
    if (this.view) this.draw();
  }

  focus(): void {
    this.element.focus();
  }

  private get size() {
    return this.view?.size ?? { rows: 1, columns: 1 };
  }

  private clampTarget(target: Target): Target {
    const { rows, columns } = this.size;
    if (target.kind === 'cell') {
      return { kind: 'cell', cell: { row: Math.min(target.cell.row, rows - 1), column: Math.min(target.cell.column, columns - 1) } };
    }
    if (target.kind === 'outside') {
      const along = target.side === 'top' || target.side === 'bottom' ? columns : rows;
      if (this.hasSide(target.side) && target.index < along) return target;
    }
    return { kind: 'cell', cell: { row: 0, column: 0 } };
  }

  private hasSide(side: Side): boolean {
    return (this.view?.outside ?? []).some((item) => item.side === side);
  }

  private x(column: number): number {
    return this.margins.left + column * unit;
  }

  private y(row: number): number {
    return this.margins.top + row * unit;
  }

  private draw(): void {
    const view = this.view!;
    const { rows, columns } = view.size;
    const layout = this.layout!;
    const { width, height } = layout;
    const parts: SVGElement[] = [];
    const defs = svg('defs', {});
    defs.append(
      pattern('hatch-error', 8, 'rotate(45)', svg('rect', { width: 8, height: 8, class: 'error-back' }), svg('line', { x1: 0, y1: 0, x2: 0, y2: 8, class: 'error-line' })),
      pattern('dots-open', 8, undefined, svg('rect', { width: 8, height: 8, class: 'open-back' }), svg('circle', { cx: 4, cy: 4, r: 1.3, class: 'open-dot' })),
      pattern(
        'checks-reason',
        8,
        undefined,
        svg('rect', { width: 8, height: 8, class: 'reason-back' }),
        svg('rect', { width: 4, height: 4, class: 'reason-check' }),
        svg('rect', { x: 4, y: 4, width: 4, height: 4, class: 'reason-check' }),
      ),
      pattern('stripes-filled', 10, 'rotate(-45)', svg('rect', { width: 10, height: 10, class: 'filled-back' }), svg('line', { x1: 0, y1: 0, x2: 0, y2: 10, class: 'filled-line' })),
    );
    parts.push(defs);
    parts.push(svg('rect', { x: 0, y: 0, width, height, class: 'paper' }));
    const errors = new Set((this.highlights.errors ?? []).map((cell) => `${cell.row},${cell.column}`));
    const hints = new Set((this.highlights.hint ?? []).map((cell) => `${cell.row},${cell.column}`));
    const open = new Set((this.highlights.open ?? []).map((cell) => `${cell.row},${cell.column}`));
    const reasons = new Set((this.highlights.reason ?? []).map((cell) => `${cell.row},${cell.column}`));
    const refusedCells = new Set((this.highlights.refused ?? []).map((cell) => `${cell.row},${cell.column}`));
    const trial = new Set((this.highlights.trial ?? []).map((cell) => `${cell.row},${cell.column}`));
    // Backgrounds first, so lines and marks sit on top.
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        const look = view.cells[row]![column]!;
        const key = `${row},${column}`;
        const classes = ['cell'];
        if (look.fill === 'shaded') classes.push('shaded');
        if (trial.has(key)) classes.push('trial');
        if (look.fill === 'light') classes.push('light');
        // A number surely unshaded is tinted, as puzz.link does: a dot would sit on its digit.
        if (look.fill === 'unshaded' && look.value) classes.push('surely');
        if (look.tint === 'block' || look.tint === 'inside' || look.tint === 'outside') classes.push(look.tint);
        // Patterns go in the element's style: it outranks the stylesheet's plain fills (and, set through the
        // style object, it is allowed by the page's Content-Security-Policy, unlike a style attribute).
        let fill = '';
        if (look.tint === 'filled') fill = 'url(#stripes-filled)';
        if (look.tint === 'selected') classes.push('selected');
        if (open.has(key)) fill = 'url(#dots-open)';
        if (errors.has(key)) fill = 'url(#hatch-error)';
        // A clue to add may sit on a hatched cell: it is the one to see.
        if (reasons.has(key)) fill = 'url(#checks-reason)';
        if (look.fill === 'shaded') fill = '';
        const background = svg('rect', { x: this.x(column), y: this.y(row), width: unit, height: unit, class: classes.join(' '), 'data-row': row, 'data-column': column });
        if (fill) background.style.fill = fill;
        parts.push(background);
      }
    }
    // Thin grid lines, bold borders between regions, diagonals and the frame.
    parts.push(...gridShapes(view, layout).map(element));
    parts.push(...trackShapes(view, layout, (cell) => trial.has(`${cell.row},${cell.column}`)).map(element));
    // Cell marks now, their numbers after the lines (a line ends under a clue, not over it).
    const numbers: SVGElement[] = [];
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        const look = view.cells[row]![column]!;
        const tried = trial.has(`${row},${column}`);
        parts.push(...cellShapes(look, row, column, layout, tried, 'marks').map(element));
        numbers.push(...cellShapes(look, row, column, layout, tried, 'numbers').map(element));
      }
    }
    parts.push(...edgeShapes(view, layout).map(element));
    if (view.lines) parts.push(...this.drawLines(view.lines));
    parts.push(...numbers);
    parts.push(...outsideShapes(view, layout).map(element));
    // Marked lines over the drawn ones, then outlines on top: refused, hint, errors, reasons; then the cursor and a
    // picked-up cell.
    if (view.lines) {
      for (const { line, kind } of this.highlights.lines ?? []) {
        const from = this.pointAt(view.lines, line.from);
        const to = this.pointAt(view.lines, lineEnd(line));
        parts.push(svg('line', { x1: from.x, y1: from.y, x2: to.x, y2: to.y, class: `line-mark ${kind}` }));
      }
    }
    for (const key of refusedCells) parts.push(this.outline(key, 'refused'));
    for (const key of hints) parts.push(this.outline(key, 'hinted'));
    for (const key of errors) parts.push(this.outline(key, 'error'));
    for (const key of reasons) parts.push(this.outline(key, 'reason'));
    for (const cell of this.highlights.step ?? []) parts.push(this.outline(`${cell.row},${cell.column}`, 'step'));
    if (this.picked) parts.push(this.outline(`${this.picked.row},${this.picked.column}`, 'picked'));
    // Numbers on corners, over the diagonals and outlines that meet there.
    parts.push(...pointShapes(view, layout).map(element));
    this.drawPreview();
    this.cursorElement = this.drawCursor();
    parts.push(this.previewLayer, this.cursorElement);
    this.element.setAttribute('viewBox', `0 0 ${width} ${height}`);
    this.fit(width, height);
    this.element.replaceChildren(...parts);
  }

  /**
   * The drag under way and the cursor, without the rest of the board: a pointer move changes only these, and
   * redrawing a large board on every move would make drawing lag behind the finger.
   */
  private drawMoving(): void {
    this.drawPreview();
    const cursor = this.drawCursor();
    this.cursorElement.replaceWith(cursor);
    this.cursorElement = cursor;
  }

  private drawPreview(): void {
    const parts: SVGElement[] = [];
    if (this.stroke && this.stroke.length > 1) {
      const first = this.stroke[0]!;
      const last = this.stroke[this.stroke.length - 1]!;
      parts.push(svg('polyline', { points: this.stroke.map((cell) => `${this.x(cell.column) + unit / 2},${this.y(cell.row) + unit / 2}`).join(' '), class: 'preview' }));
      parts.push(
        svg('line', { x1: this.x(first.column) + unit / 2, y1: this.y(first.row) + unit / 2, x2: this.x(last.column) + unit / 2, y2: this.y(last.row) + unit / 2, class: 'preview-line' }),
      );
    }
    const lines = this.view?.lines;
    if (lines && this.trace && this.trace.points.length > 1) {
      const points = this.trace.points.map((point) => {
        const at = this.pointAt(lines, point);
        return `${at.x},${at.y}`;
      });
      parts.push(svg('polyline', { points: points.join(' '), class: 'preview' }));
    }
    this.previewLayer.replaceChildren(...parts);
  }

  /**
   * Sizes the drawing (`width` × `height` in drawing units) to the space the page gives it: the host's width and the
   * window's height below the board's top, so that a 15×15 grid fits a laptop screen and a 6×6 one fills it. Cells
   * stay between a finger's width and a generous size; a grid too large even then scrolls inside its host.
   */
  private fit(width: number, height: number): void {
    const host = this.element.parentElement;
    const style = host ? getComputedStyle(host) : undefined;
    const padding = style ? parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) : 0;
    const availableWidth = host ? host.clientWidth - padding : 640;
    const top = host ? host.getBoundingClientRect().top + window.scrollY : 0;
    // What the page shows right under the board (the number pad) stays in view too.
    let below = 0;
    for (let sibling = host?.nextElementSibling; sibling; sibling = sibling.nextElementSibling) {
      const height = sibling.getBoundingClientRect().height;
      if (height > 0) below += height + parseFloat(getComputedStyle(sibling).marginTop || '0');
    }
    const availableHeight = Math.max(window.innerHeight * 0.5, window.innerHeight - top - below - 16);
    const smallest = 16 / unit;
    const largest = 112 / unit;
    const scale = Math.max(smallest, Math.min(largest, availableWidth / width, availableHeight / height));
    this.element.setAttribute('width', String(Math.floor(width * scale)));
    this.element.setAttribute('height', String(Math.floor(height * scale)));
  }

  /** Fits the board again after the window changed size. */
  refit(): void {
    if (this.view) this.draw();
  }

  private outline(key: string, kind: string): SVGElement {
    const [row, column] = key.split(',').map(Number) as [number, number];
    return svg('rect', { x: this.x(column) + 3, y: this.y(row) + 3, width: unit - 6, height: unit - 6, class: `outline ${kind}`, 'data-row': row, 'data-column': column });
  }

  private drawCursor(): SVGElement {
    const target = this.cursor;
    let x = 0;
    let y = 0;
    if (target.kind === 'cell') {
      x = this.x(target.cell.column);
      y = this.y(target.cell.row);
    } else if (target.kind === 'outside') {
      const { rows, columns } = this.size;
      x = target.side === 'left' ? this.x(-1) : target.side === 'right' ? this.x(columns) : this.x(target.index);
      y = target.side === 'top' ? this.y(-1) : target.side === 'bottom' ? this.y(rows) : this.y(target.index);
    }
    // Four corner brackets, unlike any line or outline of a puzzle (a square in the loop's colour read as a loop).
    const [inset, arm] = [2.5, unit * 0.3];
    const [left, top, right, bottom] = [x + inset, y + inset, x + unit - inset, y + unit - inset];
    const path = [
      `M${left},${top + arm}V${top}H${left + arm}`,
      `M${right - arm},${top}H${right}V${top + arm}`,
      `M${right},${bottom - arm}V${bottom}H${right - arm}`,
      `M${left + arm},${bottom}H${left}V${bottom - arm}`,
    ].join('');
    return svg('path', { d: path, class: `cursor${this.cursorHidden ? ' hidden' : ''}` });
  }

  // ---- Input ----

  private targetAt(event: { clientX: number; clientY: number }): { cell?: Cell; target?: Target; edge?: Target; corner?: Target } {
    const matrix = this.element.getScreenCTM();
    if (!matrix || !this.view) return {};
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const { rows, columns } = this.view.size;
    const fx = (point.x - this.margins.left) / unit;
    const fy = (point.y - this.margins.top) / unit;
    const column = Math.floor(fx);
    const row = Math.floor(fy);
    if (row >= 0 && row < rows && column >= 0 && column < columns) {
      const cell = { row, column };
      const within = { x: fx - column, y: fy - row };
      // Near a side of the cell, the press may mean the edge to the neighbour (signs between cells).
      const candidates: { distance: number; target: Target }[] = [];
      if (within.x > 0.75 && column + 1 < columns) candidates.push({ distance: 1 - within.x, target: { kind: 'edge', cell, direction: 'right' } });
      if (within.x < 0.25 && column > 0) candidates.push({ distance: within.x, target: { kind: 'edge', cell: { row, column: column - 1 }, direction: 'right' } });
      if (within.y > 0.75 && row + 1 < rows) candidates.push({ distance: 1 - within.y, target: { kind: 'edge', cell, direction: 'down' } });
      if (within.y < 0.25 && row > 0) candidates.push({ distance: within.y, target: { kind: 'edge', cell: { row: row - 1, column }, direction: 'down' } });
      candidates.sort((a, b) => a.distance - b.distance);
      // With numbers on the corners (Slant), a press close to a corner means the corner.
      const nearCorner = (this.view.points ?? this.view.dots) && Math.abs(fx - Math.round(fx)) < 0.25 && Math.abs(fy - Math.round(fy)) < 0.25;
      const corner: Target | undefined = nearCorner ? { kind: 'corner', point: { row: Math.round(fy), column: Math.round(fx) } } : undefined;
      return { cell, target: { kind: 'cell', cell }, edge: candidates[0]?.target, corner };
    }
    if (row >= 0 && row < rows) {
      if (column < 0 && this.hasSide('left')) return { target: { kind: 'outside', side: 'left', index: row } };
      if (column >= columns && this.hasSide('right')) return { target: { kind: 'outside', side: 'right', index: row } };
    }
    if (column >= 0 && column < columns) {
      if (row < 0 && this.hasSide('top')) return { target: { kind: 'outside', side: 'top', index: column } };
      if (row >= rows && this.hasSide('bottom')) return { target: { kind: 'outside', side: 'bottom', index: column } };
    }
    return {};
  }

  private onPointerDown(event: PointerEvent): void {
    if (event.button !== 0 && event.button !== 2) return;
    this.typedOn = undefined;
    this.cursorHidden = event.pointerType === 'mouse';
    if (this.view?.lines && this.traceLines && this.startTrace(event)) return;
    const found = this.targetAt(event);
    if (!found.target) return;
    event.preventDefault();
    this.element.focus({ preventScroll: true });
    this.element.setPointerCapture(event.pointerId);
    this.pointerButton = event.button === 2 ? 'secondary' : 'primary';
    this.pressTarget = found.edge ?? found.target;
    this.stroke = found.cell ? [found.cell] : undefined;
    this.pressEdge = found.edge;
    this.pressCorner = found.corner;
    this.picked = undefined;
    this.pressedAgain = sameTarget(found.target, this.cursor) && this.cursorShown;
    this.moveCursor(found.target);
  }

  private pressEdge: Target | undefined;
  private pressCorner: Target | undefined;
  /** The press is on the cell the cursor was already on (and the player could see it there). */
  private pressedAgain = false;
  /** The cursor has been placed by the player (a click or a key), not only by default. */
  private cursorShown = false;

  private onPointerMove(event: PointerEvent): void {
    if (this.trace) return this.moveTrace(event);
    if (!this.stroke) return;
    const found = this.targetAt(event);
    if (!found.cell) return;
    const last = this.stroke[this.stroke.length - 1]!;
    if (last.row === found.cell.row && last.column === found.cell.column) return;
    if (!this.stroke.some((cell) => cell.row === found.cell!.row && cell.column === found.cell!.column)) this.stroke.push(found.cell);
    else this.stroke = [...this.stroke.filter((cell) => !(cell.row === found.cell!.row && cell.column === found.cell!.column)), found.cell];
    this.cursor = { kind: 'cell', cell: found.cell };
    this.drawMoving();
  }

  private onPointerUp(event: PointerEvent): void {
    if (this.trace) return this.endTrace(event);
    const stroke = this.stroke;
    const pressTarget = this.pressTarget;
    const edge = this.pressEdge;
    const corner = this.pressCorner;
    this.endPointer();
    if (!pressTarget) return;
    const found = this.targetAt(event);
    if (stroke && stroke.length > 1) {
      const last = found.cell ?? stroke[stroke.length - 1]!;
      // A stroke (drawing) first; rules that do not draw get the drag from the first cell to the last.
      if (!this.handlers.gesture({ kind: 'stroke', cells: stroke, button: this.pointerButton })) this.handlers.gesture({ kind: 'drag', from: stroke[0]!, to: last });
      return;
    }
    // A press near a corner or an edge is offered as that first; rules that do not use them get the cell.
    if (corner && this.handlers.gesture({ kind: 'press', target: corner, button: this.pointerButton })) return;
    if (edge && this.handlers.gesture({ kind: 'press', target: edge, button: this.pointerButton })) return;
    const target = pressTarget.kind === 'edge' && stroke ? { kind: 'cell' as const, cell: stroke[0]! } : pressTarget;
    const used = this.handlers.gesture({ kind: 'press', target, button: this.pointerButton, again: this.pressedAgain });
    // A press that only selected a cell (for the keys or the pad to come) shows where the cursor is.
    if (!used) this.showCursor();
  }

  private showCursor(): void {
    if (!this.cursorHidden) return;
    this.cursorHidden = false;
    if (this.view) this.drawMoving();
  }

  private endPointer(): void {
    const hadStroke = (this.stroke?.length ?? 0) > 1;
    this.stroke = undefined;
    this.pressTarget = undefined;
    this.pressEdge = undefined;
    this.pressCorner = undefined;
    if (hadStroke) this.drawMoving();
  }

  private moveCursor(target: Target): void {
    this.typedOn = undefined;
    this.cursor = target;
    this.cursorShown = true;
    this.handlers.cursorMoved?.(target);
    this.announcer.textContent = this.describe(target);
    this.draw();
  }

  /** The target in words: its place and what it shows. */
  private describe(target: Target): string {
    if (target.kind === 'outside') {
      // A clue of several places is read from the outermost in, as it is written.
      const items = (this.view?.outside ?? []).filter((candidate) => candidate.side === target.side && candidate.index === target.index);
      const text = items.sort((a, b) => (b.place ?? 0) - (a.place ?? 0)).map((item) => item.text).join(' ');
      return `${describeTarget(target)}: ${text === '' ? 'empty' : text}`;
    }
    if (target.kind !== 'cell') return describeTarget(target);
    const look = this.view?.cells[target.cell.row]?.[target.cell.column];
    const parts: string[] = [];
    if (look?.value) parts.push(`${look.value.kind === 'given' ? 'given ' : ''}${look.value.text}`);
    if (look?.marks?.length) parts.push(`corner marks ${look.marks.join(' ')}`);
    if (look?.centreMarks?.length) parts.push(`centre marks ${look.centreMarks.join(' ')}`);
    if (look?.fill) parts.push(this.view?.fillWords?.[look.fill] ?? (look.fill === 'unshaded' ? 'dot' : look.fill));
    if (look?.circle) parts.push(look.circle.words ?? `${look.circle.style === 'ghost' ? 'ghost circle' : 'circle'} ${look.circle.text}`.trim());
    if (look?.sums?.across) parts.push(`sum ${look.sums.across} across`);
    if (look?.sums?.down) parts.push(`sum ${look.sums.down} down`);
    if (look?.label) parts.push(`clue ${look.label}`);
    if (look?.diagonal) parts.push(look.diagonal.direction === '/' ? 'diagonal rising to the right' : 'diagonal falling to the right');
    if (look?.triangle) parts.push(`triangle in the ${look.triangle.corner} corner`);
    if (look?.tint === 'filled') parts.push(look.tintWords ?? 'region filled');
    if (look?.tint === 'block' || look?.tint === 'inside' || look?.tint === 'outside') parts.push(look.tintWords ?? look.tint);
    return `${describeTarget(target)}: ${parts.length > 0 ? parts.join(', ') : 'empty'}`;
  }

  private step(key: string): Target | undefined {
    const { rows, columns } = this.size;
    const delta = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[key as 'ArrowUp'];
    if (!delta) return undefined;
    const [dr, dc] = delta as [number, number];
    const cursor = this.cursor;
    if (cursor.kind === 'cell') {
      const row = cursor.cell.row + dr;
      const column = cursor.cell.column + dc;
      if (row >= 0 && row < rows && column >= 0 && column < columns) return { kind: 'cell', cell: { row, column } };
      if (row < 0 && this.hasSide('top')) return { kind: 'outside', side: 'top', index: column };
      if (row >= rows && this.hasSide('bottom')) return { kind: 'outside', side: 'bottom', index: column };
      if (column < 0 && this.hasSide('left')) return { kind: 'outside', side: 'left', index: row };
      if (column >= columns && this.hasSide('right')) return { kind: 'outside', side: 'right', index: row };
      return cursor;
    }
    if (cursor.kind === 'outside') {
      const vertical = cursor.side === 'top' || cursor.side === 'bottom';
      const along = vertical ? dc : dr;
      const across = vertical ? dr : dc;
      const limit = vertical ? columns : rows;
      if (along !== 0) return { ...cursor, index: Math.max(0, Math.min(limit - 1, cursor.index + along)) };
      const inward = { top: 1, bottom: -1, left: 1, right: -1 }[cursor.side];
      if (across === inward) {
        const cell = vertical
          ? { row: cursor.side === 'top' ? 0 : rows - 1, column: cursor.index }
          : { row: cursor.index, column: cursor.side === 'left' ? 0 : columns - 1 };
        return { kind: 'cell', cell };
      }
    }
    return cursor;
  }

  private onKey(event: KeyboardEvent): void {
    // A digit with Shift or Ctrl (read from the key's place, as Shift changes the character): corner and centre marks.
    const digit = /^(?:Digit|Numpad)(\d)$/.exec(event.code)?.[1];
    if (digit !== undefined && (event.shiftKey || event.ctrlKey) && !event.altKey && !event.metaKey) {
      if (this.handlers.gesture({ kind: 'key', target: this.cursor, key: digit, modifier: event.ctrlKey ? 'control' : 'shift' })) event.preventDefault();
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    this.showCursor();
    if (event.shiftKey && this.view?.lines && this.traceLines && this.keyLine(event)) return;
    const next = this.step(event.key);
    if (next) {
      event.preventDefault();
      if (!sameTarget(next, this.cursor)) this.moveCursor(next);
      return;
    }
    const target = this.cursor;
    if (event.key === 'Escape' && this.picked) {
      this.picked = undefined;
      this.draw();
      event.preventDefault();
      return;
    }
    if (event.key === 'Enter' && target.kind === 'cell') {
      // Enter picks a cell up and drops it on another: a drag by keyboard. Enter on the same cell is a press.
      event.preventDefault();
      const from = this.picked;
      this.picked = undefined;
      if (!from) {
        this.picked = target.cell;
        this.draw();
      } else if (from.row === target.cell.row && from.column === target.cell.column) {
        this.draw();
        this.handlers.gesture({ kind: 'press', target, button: 'primary', again: true });
      } else {
        this.draw();
        this.handlers.gesture({ kind: 'drag', from, to: target.cell });
      }
      return;
    }
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      this.handlers.gesture({ kind: 'press', target, button: event.shiftKey ? 'secondary' : 'primary', again: true });
      return;
    }
    if (this.typeOn(event.key)) event.preventDefault();
  }

  // ---- Lines between points (loop genres) ----

  /** Where a lattice point sits in drawing units. */
  private pointAt(lines: LinesView, point: Cell): { x: number; y: number } {
    return latticePoint(lines, this.layout!, point);
  }

  private drawLines(lines: LinesView): SVGElement[] {
    // The drag under way is drawn apart (drawPreview), so that a pointer move redraws only that.
    return lineShapes(this.view!, lines, this.layout!, this.highlights.trialLines).map(element);
  }

  /** The pointer in cell units from the grid's top left corner. */
  private gridPosition(event: { clientX: number; clientY: number }): { x: number; y: number } | undefined {
    const matrix = this.element.getScreenCTM();
    if (!matrix) return undefined;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: (point.x - this.margins.left) / unit, y: (point.y - this.margins.top) / unit };
  }

  /** The lattice point nearest to a grid position, and how far it is (in cells). */
  private nearestPoint(lines: LinesView, at: { x: number; y: number }): { point: Cell; distance: number } {
    const { rows, columns } = this.size;
    const offset = lines.points === 'centres' ? 0.5 : 0;
    const last = lines.points === 'centres' ? { rows: rows - 1, columns: columns - 1 } : { rows, columns };
    const row = Math.max(0, Math.min(last.rows, Math.round(at.y - offset)));
    const column = Math.max(0, Math.min(last.columns, Math.round(at.x - offset)));
    return { point: { row, column }, distance: Math.hypot(at.x - offset - column, at.y - offset - row) };
  }

  private startTrace(event: PointerEvent): boolean {
    const lines = this.view!.lines!;
    const at = this.gridPosition(event);
    const { rows, columns } = this.size;
    // Presses outside the grid (clues beside it) are the board's usual ones.
    if (!at || at.x < -0.3 || at.y < -0.3 || at.x > columns + 0.3 || at.y > rows + 0.3) return false;
    event.preventDefault();
    this.element.focus({ preventScroll: true });
    this.element.setPointerCapture(event.pointerId);
    this.picked = undefined;
    this.trace = { points: [this.nearestPoint(lines, at).point], button: event.button === 2 ? 'secondary' : 'primary', x: at.x, y: at.y };
    return true;
  }

  private moveTrace(event: PointerEvent): void {
    const trace = this.trace!;
    const lines = this.view!.lines!;
    const at = this.gridPosition(event);
    if (!at) return;
    const { point, distance } = this.nearestPoint(lines, at);
    // A point counts once the pointer is well inside its reach, so that wobbling near a line's middle adds nothing.
    if (distance > 0.35) return;
    const last = trace.points[trace.points.length - 1]!;
    if (last.row === point.row && last.column === point.column) return;
    // A fast pointer may skip points: the way there goes along the row first, then the column.
    let { row, column } = last;
    while (row !== point.row || column !== point.column) {
      if (column !== point.column) column += Math.sign(point.column - column);
      else row += Math.sign(point.row - row);
      trace.points.push({ row, column });
    }
    this.drawMoving();
  }

  private endTrace(event: PointerEvent): void {
    const trace = this.trace!;
    const lines = this.view!.lines!;
    this.trace = undefined;
    if (trace.points.length > 1) {
      this.drawMoving();
      this.handlers.gesture({ kind: 'trace', points: trace.points, button: trace.button });
      return;
    }
    const at = this.gridPosition(event) ?? trace;
    // Near the middle of a line: the line. Elsewhere in a cell: the cell.
    const offset = lines.points === 'centres' ? 0.5 : 0;
    const { rows, columns } = this.size;
    const lastPoint = lines.points === 'centres' ? { rows: rows - 1, columns: columns - 1 } : { rows, columns };
    const across = { row: Math.round(at.y - offset), column: Math.floor(at.x - offset) };
    const down = { row: Math.floor(at.y - offset), column: Math.round(at.x - offset) };
    const candidates: { target: Target; distance: number }[] = [];
    if (across.row >= 0 && across.row <= lastPoint.rows && across.column >= 0 && across.column < lastPoint.columns) {
      candidates.push({ target: { kind: 'line', from: across, to: { row: across.row, column: across.column + 1 } }, distance: Math.hypot(at.x - offset - across.column - 0.5, at.y - offset - across.row) });
    }
    if (down.column >= 0 && down.column <= lastPoint.columns && down.row >= 0 && down.row < lastPoint.rows) {
      candidates.push({ target: { kind: 'line', from: down, to: { row: down.row + 1, column: down.column } }, distance: Math.hypot(at.x - offset - down.column, at.y - offset - down.row - 0.5) });
    }
    candidates.sort((a, b) => a.distance - b.distance);
    const nearest = candidates[0];
    if (nearest && nearest.distance < 0.3 && this.handlers.gesture({ kind: 'press', target: nearest.target, button: trace.button })) {
      this.draw();
      return;
    }
    const cell = { row: Math.floor(at.y), column: Math.floor(at.x) };
    if (cell.row < 0 || cell.column < 0 || cell.row >= rows || cell.column >= columns) return this.drawMoving();
    const target: Target = { kind: 'cell', cell };
    const again = sameTarget(target, this.cursor) && this.cursorShown;
    this.moveCursor(target);
    if (!this.handlers.gesture({ kind: 'press', target, button: trace.button, again })) this.showCursor();
  }

  /**
   * Shift and an arrow: the line that way. Through cell centres it leads to the neighbour, and the cursor follows;
   * along cell edges it is that side of the cursor's cell.
   */
  private keyLine(event: KeyboardEvent): boolean {
    const lines = this.view!.lines!;
    const cursor = this.cursor;
    const delta = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[event.key as 'ArrowUp'] as [number, number] | undefined;
    if (!delta || cursor.kind !== 'cell') return false;
    event.preventDefault();
    const [dr, dc] = delta;
    const { row, column } = cursor.cell;
    const { rows, columns } = this.size;
    if (lines.points === 'centres') {
      const next = { row: row + dr, column: column + dc };
      if (next.row < 0 || next.column < 0 || next.row >= rows || next.column >= columns) return true;
      // A line by key is a drag of one step (a press on a line crosses it out).
      this.handlers.gesture({ kind: 'trace', points: [cursor.cell, next], button: 'primary' });
      this.moveCursor({ kind: 'cell', cell: next });
      return true;
    }
    const corners: Record<string, [Cell, Cell]> = {
      '-1,0': [{ row, column }, { row, column: column + 1 }],
      '1,0': [{ row: row + 1, column }, { row: row + 1, column: column + 1 }],
      '0,-1': [{ row, column }, { row: row + 1, column }],
      '0,1': [{ row, column: column + 1 }, { row: row + 1, column: column + 1 }],
    };
    const [from, to] = corners[`${dr},${dc}`]!;
    this.handlers.gesture({ kind: 'trace', points: [from, to], button: 'primary' });
    return true;
  }

  /** Sends a key to the cursor's target as if typed (the on-screen pad). */
  typeKey(key: string): void {
    this.typeOn(key);
  }

  /** Where the last key went, until a press or a cursor move: the next key there goes on typing. */
  private typedOn: Target | undefined;

  private typeOn(key: string): boolean {
    const target = this.cursor;
    const again = this.typedOn !== undefined && sameTarget(this.typedOn, target);
    this.typedOn = target;
    return this.handlers.key(key, target, again);
  }
}
