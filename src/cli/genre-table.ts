// The README's table of genres (`pencilsat genres --markdown`): names, formats and largest grid, made from the
// genres' own data so that the README cannot drift from the code. README.md holds it between marker comments.

import type { AnyGenre } from '../core/genre.js';

/** The lines around the table in README.md. */
export const tableMarkers = { start: '<!-- genres:start (made by `pencilsat genres --markdown`) -->', end: '<!-- genres:end -->' } as const;

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
