declare module 'logic-solver/minisat.js' {
  /** The Emscripten module of MiniSat inside logic-solver; each call makes an independent instance. */
  export interface MinisatModule {
    HEAP8: Int8Array;
    HEAP32: Int32Array;
    _createTheSolver(): void;
    _ensureVar(variable: number): void;
    _addClause(pointer: number): number;
    _solve(): number;
    _solveAssuming(variable: number): number;
    _getSolution(): number;
    _getNumVars(): number;
    _retireVar(variable: number): void;
    _malloc(bytes: number): number;
    _free(pointer: number): void;
    /** Where the module prints (its abort message too); looked up at each use, so it can be replaced. */
    print(text: string): void;
    printErr(text: string): void;
  }
  const createMinisat: () => MinisatModule;
  export default createMinisat;
}
