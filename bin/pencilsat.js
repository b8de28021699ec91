#!/usr/bin/env node
import { setFlagsFromString } from 'node:v8';
import { run } from '../dist/cli/main.js';

// A command lives a second or a few: V8 inlining larger functions into the code it optimizes costs more compiling
// (on its own threads, still the process's CPU) than the faster code saves in that time, so only small functions are
// inlined (a batch of 100 Sudoku: 0.52 s of CPU against 0.58 s).
setFlagsFromString('--max-inlined-bytecode-size=40');
run(process.argv.slice(2));
