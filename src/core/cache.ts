// Values that many puzzles of one shape share (a grid's houses), made once per shape rather than once per puzzle.

/**
 * `compute` wrapped so that it runs once per `key` of its argument; its results are kept while the process lives,
 * which suits values keyed by a grid's shape (there are few of them).
 */
export function cachedBy<Argument, Value>(key: (argument: Argument) => string, compute: (argument: Argument) => Value): (argument: Argument) => Value {
  const kept = new Map<string, Value>();
  return (argument) => {
    const name = key(argument);
    let value = kept.get(name);
    if (value === undefined) {
      value = compute(argument);
      kept.set(name, value);
    }
    return value;
  };
}
