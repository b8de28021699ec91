// Walkthrough: the whole solving path from the clues (the hint chain run to the end, as `pencilsat steps` prints it),
// played on the board one deduction at a time, forward and back. The player's own progress stays as it was: the
// walkthrough draws its own states, and Close shows the player's board again.

import { byRulesAlone } from '../core/genre.js';
import type { Hint } from '../core/explain.js';
import type { AnyGenre } from '../core/genre.js';
import type { BoardView } from '../core/play.js';
import { cellName, element, say } from './page.js';
import type { StepsReply } from './protocol.js';
import { deductionWords, entryMarks, listWords, reasonCells, reasonLines, techniqueWords } from './reasons.js';
import type { PlayScreen } from './state.js';
import { board, busy, refresh, reportFailure, solver, studio } from './state.js';

interface Walk {
  readonly play: PlayScreen;
  readonly steps: readonly Hint[];
  /** The board before the first step and after each one. */
  readonly states: readonly unknown[];
  readonly end: StepsReply['walkthrough']['end'];
  index: number;
}

let walk: Walk | undefined;
const panel = element('walkthrough-panel');
const text = element('walkthrough-text');
const buttons = {
  first: element<HTMLButtonElement>('walkthrough-first'),
  back: element<HTMLButtonElement>('walkthrough-back'),
  next: element<HTMLButtonElement>('walkthrough-next'),
  last: element<HTMLButtonElement>('walkthrough-last'),
};

/** The states the steps lead through, each step made a move by the play rules (a step they cannot place changes nothing). */
function statesOf(play: PlayScreen, reply: StepsReply): unknown[] {
  const states: unknown[] = [play.rules.start(play.puzzle)];
  reply.walkthrough.steps.forEach((_, index) => {
    const before = states[states.length - 1];
    const facts = reply.facts[index];
    const move: unknown = facts === undefined ? undefined : play.rules.hint(play.puzzle, before, facts);
    const outcome = move === undefined ? undefined : play.rules.apply(play.puzzle, before, move);
    states.push(outcome?.ok ? outcome.state : before);
  });
  return states;
}

/** A step's reason in words: its clues, and the earlier steps it rests on by number. */
function reasonText(genre: AnyGenre, steps: readonly Hint[], step: Hint, view: BoardView): string {
  const { clues, placed } = step.reason;
  if (clues.length + placed.length === 0) return `, ${byRulesAlone(genre)}`;
  const earlier = placed.map((entry) => {
    const number = steps.findIndex((other) => cellName(other.cell) === cellName(entry.cell) && JSON.stringify(other.value) === JSON.stringify(entry.value)) + 1;
    return `${deductionWords(genre, view, entry)}${number > 0 ? ` (step ${number})` : ''}`;
  });
  return `, because of ${listWords([...clues.map((clue) => clue.description), ...earlier])}`;
}

function endWords(current: Walk): string {
  const searched = current.steps.flatMap((step, index) => (step.technique === 'search' ? [String(index + 1)] : []));
  const guess = searched.length === 0 ? '' : ` A person would need a guess (or a chain longer than five steps) at step ${listWords(searched)}.`;
  if (current.end === 'solved') return ` That is the answer.${guess}`;
  if (current.end === 'open') return ' Nothing more is forced from here: the puzzle has several solutions.';
  if (current.end === 'mistake') return ' The clues cannot all hold: the puzzle has no solution.';
  return '';
}

function show(): void {
  const current = walk;
  if (!current) return;
  if (studio.session !== current.play) return close();
  const { play, steps, index } = current;
  const view = play.rules.view(play.puzzle, current.states[index], play.options);
  const step = index > 0 ? steps[index - 1] : undefined;
  if (step) {
    const hinted = entryMarks(play.genre, [step], 'hinted');
    board.render(view, { hint: hinted.cells, reason: reasonCells(play.genre, step.reason), lines: [...reasonLines(play.genre, step.reason, 'reason'), ...hinted.lines] });
    text.textContent =
      `Step ${index} of ${steps.length}: ${deductionWords(play.genre, view, step)}: ${techniqueWords(step)}${reasonText(play.genre, steps, step, view)}.` +
      (index === steps.length ? endWords(current) : '');
  } else {
    board.render(view, {});
    text.textContent = steps.length === 0 ? `Nothing to deduce from the clues.${endWords(current)}` : `The clues. ${steps.length} steps lead to the answer: Next shows the first.`;
  }
  buttons.first.disabled = buttons.back.disabled = index === 0;
  buttons.next.disabled = buttons.last.disabled = index === steps.length;
}

function close(): void {
  const wasOpen = walk !== undefined;
  walk = undefined;
  panel.hidden = true;
  if (wasOpen) refresh();
}

function go(index: (current: Walk) => number): () => void {
  return () => {
    if (!walk) return;
    walk.index = Math.max(0, Math.min(walk.steps.length, index(walk)));
    show();
  };
}

// Playing on the board ends the walkthrough first, so that the move lands on the player's own board, shown again.
const closeOnUse = () => {
  if (walk) close();
};
board.element.addEventListener('pointerdown', closeOnUse, true);
board.element.addEventListener('keydown', closeOnUse, true);

buttons.first.addEventListener('click', go(() => 0));
buttons.back.addEventListener('click', go((current) => current.index - 1));
buttons.next.addEventListener('click', go((current) => current.index + 1));
buttons.last.addEventListener('click', go((current) => current.steps.length));
element('walkthrough-close').addEventListener('click', () => {
  close();
  board.focus();
});

element('walkthrough').addEventListener('click', () => {
  const play = studio.session;
  if (play?.screen !== 'play') return;
  say('Working out the whole solving path…');
  busy('Finding the solving path', solver.steps(play.genre.id, play.puzzle)).then(
    (reply) => {
      if (studio.session !== play) return;
      if (!reply.labelled) {
        say(`${play.genre.name} does not name its clues to the solver, so the steps would come without reasons.`, 'problem');
        return;
      }
      walk = { play, steps: reply.walkthrough.steps, states: statesOf(play, reply), end: reply.walkthrough.end, index: 0 };
      panel.hidden = false;
      say(`Walkthrough: ${reply.walkthrough.steps.length} steps. Close returns to your board.`);
      show();
      buttons.next.focus();
    },
    (error: unknown) => reportFailure(error),
  );
});
