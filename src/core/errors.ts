// Errors a user can act on. Every bad input ends as an InputError naming what is wrong and where.

export interface InputLocation {
  /** 1-based line, when the input is text with lines. */
  readonly line?: number;
  /** 1-based column within the line. */
  readonly column?: number;
  /** A named part of the input, e.g. "URL body" or "--size". */
  readonly part?: string;
}

export class InputError extends Error {
  readonly location: InputLocation;
  constructor(message: string, location: InputLocation = {}) {
    super(message);
    this.name = 'InputError';
    this.location = location;
  }

  /**
   * The message with its place, e.g. "line 3, column 5: unexpected character 'x'". `name` says a part the way the
   * reader knows it (the command line says `--size`; the studio's page calls the same setting "Size").
   */
  describe(name: (part: string) => string = (part) => part): string {
    const place: string[] = [];
    if (this.location.part) place.push(name(this.location.part));
    if (this.location.line !== undefined) place.push(`line ${this.location.line}`);
    if (this.location.column !== undefined) place.push(`column ${this.location.column}`);
    return place.length > 0 ? `${place.join(', ')}: ${this.message}` : this.message;
  }
}

/** Raised when a solver exceeds its time limit. */
export class TimeoutError extends Error {
  constructor(message = 'the solver ran out of time') {
    super(message);
    this.name = 'TimeoutError';
  }
}

/** Raised when a backend cannot be used (missing program, failed to load, out of memory). */
export class BackendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackendError';
  }
}

export function inputError(message: string, location: InputLocation = {}): never {
  throw new InputError(message, location);
}

/** JSON.parse with the failure reported as bad input at `location` (e.g. "the answer is not valid JSON (...)"). */
export function parseJson(text: string, location: InputLocation, subject?: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    return inputError(`${subject ? `the ${subject} is ` : ''}not valid JSON (${(error as Error).message})`, location);
  }
}
