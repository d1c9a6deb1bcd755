/** The file types the club accepts, recognised from their first bytes. */
export type FileKind = "pdf" | "jpeg" | "png" | "webp" | "docx" | "xlsx";

export const FILE_KINDS: Record<FileKind, { contentType: string; extension: string }> = {
  pdf: { contentType: "application/pdf", extension: "pdf" },
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  png: { contentType: "image/png", extension: "png" },
  webp: { contentType: "image/webp", extension: "webp" },
  docx: {
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
  },
  xlsx: { contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", extension: "xlsx" },
};

/** A kind, "unknown" (not one of ours), or "need_more" bytes to tell. */
export type SniffResult = FileKind | "unknown" | "need_more";

type Signature = { kind: FileKind | "zip"; bytes: (number | null)[] };

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

// null: any byte (the RIFF chunk size).
const SIGNATURES: Signature[] = [
  { kind: "pdf", bytes: ascii("%PDF-") },
  { kind: "jpeg", bytes: [0xff, 0xd8, 0xff] },
  { kind: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: "webp", bytes: [...ascii("RIFF"), null, null, null, null, ...ascii("WEBP")] },
  { kind: "zip", bytes: [0x50, 0x4b, 0x03, 0x04] },
];

/**
 * Tells the type from the bytes read so far. `complete`: no more bytes will come (end of file or
 * end of the window the caller is willing to hold), so "need_more" is never returned.
 */
export function sniffFileType(head: Uint8Array, complete: boolean): SniffResult {
  let partial = false;
  for (const signature of SIGNATURES) {
    const match = matchSignature(head, signature.bytes);
    if (match === "yes") return signature.kind === "zip" ? sniffOfficeZip(head, complete) : signature.kind;
    if (match === "partial") partial = true;
  }
  return partial && !complete ? "need_more" : "unknown";
}

function matchSignature(head: Uint8Array, bytes: (number | null)[]): "yes" | "no" | "partial" {
  const length = Math.min(head.length, bytes.length);
  for (let i = 0; i < length; i++) {
    const expected = bytes[i];
    if (expected !== null && head[i] !== expected) return "no";
  }
  return head.length >= bytes.length ? "yes" : "partial";
}

const LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const HAS_DATA_DESCRIPTOR = 0x08;

/**
 * DOCX and XLSX are ZIP files whose entries live under `word/` and `xl/`. Walks the local file
 * headers from the start (streamed, so the central directory at the end is out of reach) until an
 * entry names its application; any other ZIP is "unknown".
 */
function sniffOfficeZip(head: Uint8Array, complete: boolean): SniffResult {
  const more = complete ? "unknown" : "need_more";
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  let offset = 0;
  for (;;) {
    if (offset + 30 > head.length) return more;
    if (!LOCAL_HEADER.every((byte, i) => head[offset + i] === byte)) return "unknown";
    const flags = view.getUint16(offset + 6, true);
    const compressedSize = view.getUint32(offset + 18, true);
    const nameLength = view.getUint16(offset + 26, true);
    const extraLength = view.getUint16(offset + 28, true);
    const nameEnd = offset + 30 + nameLength;
    if (nameEnd > head.length) return more;
    const name = Buffer.from(head.buffer, head.byteOffset + offset + 30, nameLength).toString("latin1");
    if (name.startsWith("word/")) return "docx";
    if (name.startsWith("xl/")) return "xlsx";
    if (flags & HAS_DATA_DESCRIPTOR || compressedSize === 0xffffffff) {
      // The size follows the data: look for the next header instead.
      const next = indexOf(head, LOCAL_HEADER, nameEnd + extraLength);
      if (next < 0) return more;
      offset = next;
    } else {
      offset = nameEnd + extraLength + compressedSize;
    }
  }
}

function indexOf(haystack: Uint8Array, needle: number[], from: number): number {
  return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).indexOf(Buffer.from(needle), from);
}
