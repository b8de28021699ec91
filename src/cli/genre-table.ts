// The README's tables made from the genres' own data, so that the README cannot drift from the code: the genres
// (`pencilsat genres --markdown`: names, formats and largest grid) and their bundled collections. README.md holds
// each between marker comments; `npm run readme` rewrites them.

import type { AnyGenre } from '../core/genre.js';

/** The lines around the table in README.md. */
export const tableMarkers = { start: '<!-- genres:start (made by `pencilsat genres --markdown`) -->', end: '<!-- genres:end -->' } as const;

/** The lines around the table of collections in README.md. */
export const collectionMarkers = { start: '<!-- collections:start (made by `npm run readme`) -->', end: '<!-- collections:end -->' } as const;

/** Each genre's bundled collection: how many puzzles per level, and their sizes. */
export function collectionTable(genres: readonly AnyGenre[]): string {
  const levels = ['easy', 'medium', 'hard', 'expert'] as const;
  const rows = genres.flatMap((genre) => {
    const entries = genre.collection ?? [];
    if (entries.length === 0) return [];
    const counts = levels.map((level) => entries.filter((entry) => entry.difficulty === level).length).join(' / ');
    const area = (size: string) => size.split('x').reduce((product, side) => product * Number(side), 1);
    const sizes = [...new Set(entries.map((entry) => entry.size))].sort((a, b) => area(a) - area(b) || a.localeCompare(b)).map((size) => size.replace('x', '×'));
    const shown = sizes.length <= 2 ? sizes.join(', ') : `${sizes[0]} to ${sizes[sizes.length - 1]}`;
    return [`| ${genre.name} | ${counts} | ${shown} |`];
  });
  return ['| genre | puzzles (easy / medium / hard / expert) | sizes |', '|---|---|---|', ...rows].join('\n') + '\n';
}

/** Text that Markdown shows as written (no emphasis, no HTML tags, no cell breaks). */
function plain(text: string): string {
  return text.replace(/[\\`*_|]/g, (character) => `\\${character}`).replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const code = (text: string) => `\`${text}\``;

export function genreTable(genres: readonly AnyGenre[]): string {
  const rows = genres.map((genre) => {
    const names = [code(genre.id), ...(genre.aliases.length > 0 ? [`also ${genre.aliases.map(code).join(', ')}`] : [])].join('; ');
    const formats = genre.formats
      .map((format) => `${code(format.id)}${format.id === genre.defaultFormat ? ' (default)' : ''}: ${plain(format.name)}${format.write ? '' : ' (read only)'}`)
      .join('<br>');
    return `| ${genre.name} | ${names} | ${formats} | ${genre.maximumSize.columns}×${genre.maximumSize.rows} |`;
  });
  return ['| genre | names | formats (`--format` id: what it is; read and written unless marked) | largest grid |', '|---|---|---|---|', ...rows].join('\n') + '\n';
}
