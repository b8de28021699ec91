// The orthogonally connected areas of a set of cells, now kept with the core's checks; generators read it here too.

export { connectedAreas } from '../../core/checks.js';
