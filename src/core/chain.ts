// Steering a generator's draft to a level along a chain, for genres with a step that mostly makes a unique puzzle
// harder and keeps it unique (Numberlink: joining two paths takes numbers away) and one that mostly makes it easier
// (cutting a path adds numbers): the chain grows a few harder steps at a time until its last link rates at the level
// or above, the level is looked for along it by halves, and where it falls between two links, steps beside the chain
// are tried (harder ones from the easier link, easier ones from the harder link).

/** Where a draft's rating falls against the level: below it, in it, above it. */
export type Place = -1 | 0 | 1;

export interface ChainSteps<Draft> {
  place(draft: Draft): Place;
  /** A harder unique draft from this one, or undefined when there is none. */
  harder(draft: Draft): Draft | undefined;
  /** An easier unique draft from this one, on the given try beside the chain, or undefined when there is none. */
  easier(draft: Draft, trial: number): Draft | undefined;
  /** Harder steps between two ratings while the chain grows. */
  readonly stride: number;
  /** Tries beside the chain when the level falls between two links. */
  readonly sideSteps: number;
  /** Whether the first draft is rated (else it is taken as below the level). */
  readonly placeFirst: boolean;
  /** Whether the tries beside the chain take harder steps from the easier link too. */
  readonly sideHarder: boolean;
}

/** A draft at the level reached from `first`, or undefined. */
export function levelAlongChain<Draft>(first: Draft, steps: ChainSteps<Draft>): Draft | undefined {
  const chain = [first];
  let [easier, harder] = [0, 0];
  let found: Place = steps.placeFirst ? steps.place(first) : -1;
  while (found < 0) {
    easier = chain.length - 1;
    for (let step = 0; step < steps.stride; step++) {
      const next = steps.harder(chain[chain.length - 1]!);
      if (next === undefined) break;
      chain.push(next);
    }
    if (chain.length - 1 === easier) return undefined;
    harder = chain.length - 1;
    found = steps.place(chain[harder]!);
  }
  if (found === 0) return chain[harder];
  while (harder - easier > 1) {
    const middle = (easier + harder) >> 1;
    const place = steps.place(chain[middle]!);
    if (place === 0) return chain[middle];
    if (place < 0) easier = middle;
    else harder = middle;
  }
  for (let trial = 0; trial < steps.sideSteps; trial++) {
    if (steps.sideHarder) {
      const next = steps.harder(chain[easier]!);
      const place = next === undefined ? undefined : steps.place(next);
      if (place === 0) return next;
      // Still below the level: the next harder step starts from there.
      if (place === -1) chain[easier] = next!;
    }
    const next = steps.easier(chain[harder]!, trial);
    if (next === undefined) break;
    if (steps.place(next) === 0) return next;
  }
  return undefined;
}
