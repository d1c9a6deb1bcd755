import path from "node:path";
import { env } from "../env";

/** Where private files live, decided once from STORAGE_URL. */
export type StorageTarget =
  | { kind: "folder"; root: string }
  | {
      kind: "s3";
      bucket: string;
      /** Absent: AWS S3 itself. */
      endpoint?: string;
      region: string;
      forcePathStyle: boolean;
      /** Absent: the SDK's standard chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, instance roles). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

/** How long the object store is given: to accept a connection, and to answer a call (or, mid-download, to send more bytes). */
export type StorageDeadlines = { connectMs: number; requestMs: number };

export function storageDeadlines(): StorageDeadlines {
  return { connectMs: env().STORAGE_CONNECT_TIMEOUT_MS, requestMs: env().STORAGE_TIMEOUT_MS };
}

/** Beside the embedded database (.data/pglite), outside public/. */
export const DEFAULT_FILES_DIR = ".data/files";

const S3_PARAMETERS = new Set(["endpoint", "region", "forcePathStyle"]);

/**
 * - unset or empty → folder `.data/files`
 * - `file:<dir>`   → folder <dir>
 * - `s3://[accessKeyId:secretAccessKey@]bucket[?endpoint=http://host:9000&region=…&forcePathStyle=true]`
 *   → any S3-compatible store (AWS S3, Cloudflare R2, MinIO). Path-style addressing is the default
 *   when an endpoint is given. Percent-encode a secret's `/` and `+`.
 */
export function resolveStorageTarget(url = env().STORAGE_URL): StorageTarget {
  const value = url.trim();
  if (value === "") return { kind: "folder", root: path.resolve(DEFAULT_FILES_DIR) };
  if (value.startsWith("file:") && value.length > "file:".length) {
    return { kind: "folder", root: path.resolve(value.slice("file:".length)) };
  }
  if (value.startsWith("s3://")) return parseS3Url(value);
  throw invalid("usa s3://bucket?endpoint=…, file:<carpeta> o déjala vacía para la carpeta local");
}

function parseS3Url(value: string): StorageTarget {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid("no es una dirección s3:// válida");
  }
  const bucket = url.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw invalid("el nombre del bucket no es válido");
  if (url.pathname !== "" && url.pathname !== "/") throw invalid("indica solo el bucket, sin ruta");
  for (const name of url.searchParams.keys()) {
    if (!S3_PARAMETERS.has(name)) throw invalid(`parámetro desconocido "${name}" (admitidos: endpoint, region, forcePathStyle)`);
  }

  const endpoint = url.searchParams.get("endpoint") || undefined;
  if (endpoint && !/^https?:\/\/[^/]+\/?$/.test(endpoint)) throw invalid("endpoint debe ser http(s)://servidor[:puerto]");
  const pathStyle = url.searchParams.get("forcePathStyle");
  if (pathStyle !== null && pathStyle !== "true" && pathStyle !== "false") {
    throw invalid("forcePathStyle debe ser true o false");
  }
  if (Boolean(url.username) !== Boolean(url.password)) throw invalid("indica usuario y contraseña, o ninguno");

  return {
    kind: "s3",
    bucket,
    endpoint,
    region: url.searchParams.get("region") || process.env.AWS_REGION || "us-east-1",
    forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === "true",
    credentials: url.username
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : undefined,
  };
}

function invalid(reason: string): Error {
  return new Error(`STORAGE_URL no es válida: ${reason}.`);
}
