// Running an external solver program: no shell, a process group of its own, a time limit, and nothing left behind.
//
// A program runs detached, as the leader of its own process group, so that the solver and anything it starts stop
// together: SIGTERM to the whole group at the time limit, SIGKILL after a short grace period. Running programs and
// temporary folders are registered by the thread that made them; the main thread hears of every thread's (over a
// broadcast channel), so that it can clear them up when it stops a worker, on a signal and at exit.

import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BroadcastChannel, isMainThread, threadId } from 'node:worker_threads';
import { BackendError, TimeoutError } from '../core/errors.js';

/** The Debian package that provides a solver program, for the "not found" message. */
const packages: Record<string, string> = { clingo: 'gringo', gringo: 'gringo', z3: 'z3', cvc5: 'cvc5', minisat: 'minisat' };

/** Time a program group gets between SIGTERM and SIGKILL. */
export const gracePeriodMilliseconds = 500;
/** Output kept from a program; a solver that prints more than this is stopped (an answer is a few MiB at most). */
const largestOutputBytes = 256 * 1024 * 1024;

export interface ProgramRun {
  readonly stdout: string;
  readonly stderr: string;
  readonly status: number | null;
  /** The output file's text, when the run was asked to leave one (MiniSat writes its answer to a file). */
  readonly output?: string;
}

/** Splits `z3 -T:5` into the program and its extra arguments (on spaces, without a shell: the program runs as given). */
export function splitCommand(command: string, kind: string, example: string): { program: string; extraArguments: string[] } {
  const [program, ...extraArguments] = command.split(/\s+/).filter(Boolean);
  if (!program) throw new BackendError(`${kind}: needs a program name, e.g. ${example}`);
  return { program, extraArguments };
}

// ---- Registry of process groups and temporary folders ----

interface ResourceEvent {
  readonly kind: 'group' | 'folder';
  readonly action: 'open' | 'close';
  readonly id: number | string;
  /** The thread the resource belongs to: stopping that thread's work releases it. */
  readonly owner: number;
}

const channelName = 'pencilsat-resources';
let sender: BroadcastChannel | undefined;
/** Threads that run programs for another thread (see program-thread.ts) report them as that thread's. */
let owner = threadId;

export function setResourceOwner(thread: number): void {
  owner = thread;
}

/** The main thread's view: every live group and folder of the process, with its owner thread. */
const groups = new Map<number, number>();
const folders = new Map<string, number>();
let watching = false;
let exitOnSignal = false;
const signalNumbers = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 } as const;

function record(event: ResourceEvent): void {
  const table: Map<number | string, number> = event.kind === 'group' ? groups : folders;
  if (event.action === 'open') table.set(event.id, event.owner);
  else table.delete(event.id);
  updateSignalHandlers();
}

/** This thread's own live groups and folders, so that it can release them itself when asked to stop. */
const ownGroups = new Set<number>();
const ownFolders = new Set<string>();

function announce(kind: ResourceEvent['kind'], action: ResourceEvent['action'], id: number | string): void {
  const own: Set<number | string> = kind === 'group' ? ownGroups : ownFolders;
  if (action === 'open') own.add(id);
  else own.delete(id);
  const event: ResourceEvent = { kind, action, id, owner };
  if (isMainThread) {
    installExitHook();
    record(event);
    return;
  }
  if (!sender) {
    sender = new BroadcastChannel(channelName);
    sender.unref();
  }
  sender.postMessage(event);
}

let exitHookInstalled = false;

/** At exit, whatever is still registered is killed and removed at once (the process cannot wait any more). */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', releaseAllNow);
}

async function onSignal(name: keyof typeof signalNumbers): Promise<void> {
  await releaseAll();
  process.exit(128 + signalNumbers[name]);
}

const signalListeners = {
  SIGINT: () => void onSignal('SIGINT'),
  SIGTERM: () => void onSignal('SIGTERM'),
  SIGHUP: () => void onSignal('SIGHUP'),
};

/**
 * While programs or folders are live, a signal stops them before the process ends. The handlers are there only
 * then: otherwise the default (end at once) is right, and a busy main thread could not run a handler anyway.
 */
function updateSignalHandlers(): void {
  if (!exitOnSignal) return;
  const live = groups.size + folders.size > 0;
  for (const name of Object.keys(signalListeners) as (keyof typeof signalListeners)[]) {
    const listener = signalListeners[name];
    const installed = process.listeners(name).includes(listener);
    if (live && !installed) process.on(name, listener);
    if (!live && installed) process.off(name, listener);
  }
}

/**
 * On the main thread: listen for the programs and folders of every thread, clear them up at exit, and (with
 * `exitOnSignal`) on SIGINT, SIGTERM and SIGHUP before exiting with 128 + the signal number.
 */
export function watchResources(options: { exitOnSignal?: boolean } = {}): void {
  if (!isMainThread) return;
  exitOnSignal = options.exitOnSignal === true;
  installExitHook();
  if (watching) return;
  watching = true;
  const listener = new BroadcastChannel(channelName);
  listener.onmessage = (message: unknown) => record((message as { data: ResourceEvent }).data);
  listener.unref();
}

function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** SIGTERM to the group, then SIGKILL to whatever is left of it after the grace period. */
export async function stopGroup(pid: number): Promise<void> {
  if (!signalGroup(pid, 'SIGTERM')) return;
  const deadline = performance.now() + gracePeriodMilliseconds;
  while (performance.now() < deadline) {
    await pause(25);
    if (!signalGroup(pid, 0)) return;
  }
  signalGroup(pid, 'SIGKILL');
}

async function release(filter: (thread: number) => boolean): Promise<void> {
  // Messages a stopped thread sent just before it stopped are read first.
  await new Promise((resolve) => setImmediate(resolve));
  const stopping = [...groups].filter(([, thread]) => filter(thread)).map(([pid]) => pid);
  const removing = [...folders].filter(([, thread]) => filter(thread)).map(([path]) => path);
  await Promise.all(stopping.map((pid) => stopGroup(pid)));
  await Promise.all(removing.map((path) => rm(path, { recursive: true, force: true }).catch(() => undefined)));
  for (const pid of stopping) groups.delete(pid);
  for (const path of removing) folders.delete(path);
  updateSignalHandlers();
}

/**
 * Stops the programs and removes the folders this thread started. A worker asked to stop runs this before it is
 * terminated: the main thread may not have heard yet of a program started a moment before the time limit.
 */
export async function releaseOwn(): Promise<void> {
  await Promise.all([...ownGroups].map((pid) => stopGroup(pid)));
  await Promise.all([...ownFolders].map((path) => rm(path, { recursive: true, force: true }).catch(() => undefined)));
}

/** Stops the programs and removes the folders of one thread (a worker that was stopped). */
export function releaseThread(thread: number): Promise<void> {
  return release((candidate) => candidate === thread);
}

export function releaseAll(): Promise<void> {
  return release(() => true);
}

/** At exit: SIGKILL every group and remove every folder, synchronously. */
export function releaseAllNow(): void {
  for (const pid of groups.keys()) signalGroup(pid, 'SIGKILL');
  for (const path of folders.keys()) {
    try {
      rmSync(path, { recursive: true, force: true });
    } catch {
      // Gone already, or not ours to remove.
    }
  }
  groups.clear();
  folders.clear();
}

// ---- Running ----

export function runProgram(
  program: string,
  args: readonly string[],
  options: { input?: string; timeoutSeconds?: number } = {},
): Promise<ProgramRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    const pid = child.pid;
    if (pid !== undefined) announce('group', 'open', pid);
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let outputBytes = 0;
    let failure: Error | undefined;
    const stop = (reason: Error) => {
      failure ??= reason;
      if (pid !== undefined) void stopGroup(pid);
    };
    const timer =
      options.timeoutSeconds === undefined
        ? undefined
        : setTimeout(() => stop(new TimeoutError(`${program} did not finish within ${options.timeoutSeconds} s`)), options.timeoutSeconds * 1000);
    const collect = (into: Buffer[]) => (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > largestOutputBytes) stop(new BackendError(`${program} printed more than ${largestOutputBytes / 2 ** 20} MiB`));
      else into.push(chunk);
    };
    child.stdout.on('data', collect(stdout));
    child.stderr.on('data', collect(stderr));
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (timer) clearTimeout(timer);
      if (pid !== undefined) announce('group', 'close', pid);
      if (error.code === 'ENOENT') {
        const name = program.replace(/^.*\//, '');
        const hint = packages[name] ? ` (install it, e.g. apt-get install ${packages[name]})` : '';
        reject(new BackendError(`the program '${program}' was not found on the PATH${hint}`));
      } else reject(new BackendError(`${program} could not be run: ${error.message}`));
    });
    // The leader is done: anything it left running in its group (and holding its output open) is stopped too.
    child.on('exit', () => {
      if (pid !== undefined && signalGroup(pid, 0)) void stopGroup(pid);
    });
    child.on('close', (status) => {
      if (timer) clearTimeout(timer);
      const finish = () => {
        if (pid !== undefined) announce('group', 'close', pid);
        if (failure) reject(failure);
        else resolve({ stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8'), status });
      };
      // A group being stopped is reported closed once its last member is gone.
      if (pid !== undefined && signalGroup(pid, 0)) void stopGroup(pid).then(finish);
      else finish();
    });
    // A program that exits without reading its input closes the pipe early; that is not an error here.
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
  });
}

/** Reads a file the program wrote, up to the output limit. */
async function readOutputFile(path: string, program: string): Promise<string> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch {
    return '';
  }
  try {
    const { size } = await handle.stat();
    if (size > largestOutputBytes) throw new BackendError(`${program} wrote more than ${largestOutputBytes / 2 ** 20} MiB`);
    return (await handle.readFile()).toString('utf8');
  } finally {
    await handle.close();
  }
}

export interface FileRunOptions {
  readonly timeoutSeconds?: number;
  /** Pass the program a second file name after the input, for its answer, and read that file back. */
  readonly outputFile?: boolean;
}

/**
 * Runs a program on a temporary file holding `text` (the file name ends in `extension`, which some solvers read).
 * The folder is removed however the run ends.
 */
export async function runOnFile(program: string, args: readonly string[], text: string, extension: string, options: FileRunOptions = {}): Promise<ProgramRun> {
  const folder = await mkdtemp(join(tmpdir(), 'pencilsat-'));
  announce('folder', 'open', folder);
  try {
    const file = join(folder, `problem.${extension}`);
    const outputPath = join(folder, 'result.txt');
    await writeFile(file, text);
    const run = await runProgram(program, [...args, file, ...(options.outputFile ? [outputPath] : [])], options);
    return options.outputFile ? { ...run, output: await readOutputFile(outputPath, program) } : run;
  } finally {
    await rm(folder, { recursive: true, force: true }).catch(() => undefined);
    announce('folder', 'close', folder);
  }
}
