// Download image: the puzzle on the board (its clues, as `pencilsat render` draws it) as an SVG file for print, from
// the same shared drawing. The editor gives the puzzle being edited.

import { boardSvg, puzzleView } from '../core/drawing.js';
import { current } from '../core/play.js';
import { element, say } from './page.js';
import { download, studio } from './state.js';

element('download-image').addEventListener('click', () => {
  const session = studio.session;
  if (!session) return;
  const puzzle: unknown = session.screen === 'play' ? session.puzzle : current(session.history);
  download(`${session.genre.id}.svg`, boardSvg(puzzleView(session.genre, puzzle)), 'image/svg+xml');
  say('The puzzle is saved as an SVG picture.');
});
