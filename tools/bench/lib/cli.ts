/** What the benchmarks' command lines share: whole-number options and `--help`. */

/** `text` as a whole number ≥ 1, `fallback` when absent; anything else stops the run with the usage. */
export function positiveInteger(name: string, text: string | undefined, fallback: number, usage: string): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer (got "${text}"). ${usage}`);
  return value;
}

/** Prints the usage and ends the process when `--help` was given. */
export function exitOnHelp(help: boolean | undefined, usage: string): void {
  if (!help) return;
  console.log(usage);
  process.exit(0);
}
