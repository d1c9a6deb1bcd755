// better-dni is a UMD bundle: Node's ESM loader (tools run by tsx) sees only its default export,
// bundlers see its named ones too; the default export serves both.
import betterDni from "better-dni";

/** Whether a NIF or NIE carries its right control letter (better-dni). */
export const isValidNif: (value: string) => boolean = betterDni.isValid;
