/** The folder of the running test file's private storage (tests/helpers/setup.ts makes one per file). */
let current: string | null = null;

export function setTestFilesDir(dir: string): void {
  current = dir;
}

export function testFilesDir(): string {
  if (!current) throw new Error("tests/helpers/setup.ts has not made this file's storage folder");
  return current;
}
