/** What the benchmarks' command lines share: whole-number options and `--help`. */
import { parseArgs, type ParseArgsConfig } from "node:util";

/** `text` as a whole number ≥ 1, `fallback` when absent; anything else stops the run with the usage. */
export function positiveInteger(name: string, text: string | undefined, fallback: number, usage: string): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer (got "${text}"). ${usage}`);
  return value;
}

const HELP = { help: { type: "boolean", short: "h", default: false } } as const;

type Options = NonNullable<ParseArgsConfig["options"]>;
type CommandLine<O extends Options> = { args: string[]; options: O & typeof HELP };

/** The values of the command line's `options`; `--help` (`-h`) prints the usage and ends the process. */
export function parseCommandLine<const O extends Options>(argv: string[], usage: string, options: O) {
  const { values } = parseArgs<CommandLine<O>>({ args: argv, options: { ...options, ...HELP } });
  if ((values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return values;
}
