// The library's reasoning (explanations, hints, saved states) is loaded when a command first asks for it: a solve or
// a batch never does, and spares loading it (about 5 ms of a cold start).

/** The library, loaded once. */
export function library(): Promise<typeof import('../library.js')> {
  return import('../library.js');
}
