import type { CollectionEntry } from '../../core/genre.js';
export const collection: readonly CollectionEntry[] = [];
