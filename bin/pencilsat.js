#!/usr/bin/env node
import { run } from '../dist/cli/main.js';

run(process.argv.slice(2));
