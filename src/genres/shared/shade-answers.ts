// Answers of the genres that shade cells, as JSON rows of 0 (unshaded) and 1 (shaded), for the genres that do not
// yet declare them with the core's `markAnswers`.

import { markAnswers } from '../../core/formats/answers.js';
import type { GridSize } from '../../core/geometry.js';

export { describeShading } from '../../core/formats/answers.js';

const shading = markAnswers((size: GridSize) => size, 'unshaded', 'shaded');

/** An answer in JSON: rows of 0 (unshaded) and 1 (shaded), as isShaded[row][column]. */
export const shadingFromJson = (size: GridSize, json: unknown): boolean[][] => shading.answerFromJson(size, json);
export const shadingToJson = shading.answerToJson;
/** What every solution agrees on, in JSON: 1 shaded, 0 unshaded, null open. */
export const partialShadingToJson = shading.partialToJson;
