import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { checkUpload, SNIFF_WINDOW, UploadRejectedError } from "@/server/platform/storage/upload-check";
import { sniffFileType } from "@/server/platform/storage/sniff";
import { rejectionOf } from "../helpers/rejection";
import { docx, xlsx, zip } from "../helpers/zip";

const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));

const samples = {
  pdf: bytes("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n%%EOF\n"),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF\0", randomBytes(64)),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], "IHDR", randomBytes(64)),
  webp: bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ", randomBytes(64)),
  docx: docx(),
  xlsx: xlsx(),
};

/** A browser-style upload: the name and declared type say PDF whatever the bytes are. */
function misleadingFile(content: Buffer, name = "contrato.pdf", type = "application/pdf") {
  return new File([new Uint8Array(content)], name, { type }).stream();
}

/** The bytes in chunks of `size`, as a request body arrives. */
function chunked(content: Buffer, size = 16 * 1024): Readable {
  const chunks: Buffer[] = [];
  for (let i = 0; i < content.length; i += size) chunks.push(content.subarray(i, i + size));
  return Readable.from(chunks);
}

const rejection = (promise: Promise<unknown>) => rejectionOf(promise, UploadRejectedError);

describe("checkUpload: the type comes from the bytes", () => {
  it.each([
    ["pdf", "application/pdf", "pdf"],
    ["jpeg", "image/jpeg", "jpg"],
    ["png", "image/png", "png"],
    ["webp", "image/webp", "webp"],
  ] as const)("accepts a %s for a contract whatever its name and declared type", async (kind, contentType, extension) => {
    const upload = await checkUpload(misleadingFile(samples[kind], "foto.exe", "text/html"), { purpose: "contract" });
    expect(upload).toMatchObject({ kind, contentType, extension });
    expect(await buffer(upload.stream)).toEqual(samples[kind]);
  });

  it.each([
    ["docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  ] as const)("accepts a %s as a document, and returns every byte", async (kind, contentType) => {
    const upload = await checkUpload(misleadingFile(samples[kind]), { purpose: "document" });
    expect(upload.kind).toBe(kind);
    expect(upload.contentType).toBe(contentType);
    expect(await buffer(upload.stream)).toEqual(samples[kind]);
  });

  it.each(["docx", "xlsx"] as const)("refuses a %s as a contract", async (kind) => {
    const error = await rejection(checkUpload(misleadingFile(samples[kind]), { purpose: "contract" }));
    expect(error.reason).toBe("type_not_allowed");
    expect(error.message).toBe("Tipo de archivo no permitido");
  });

  it.each([
    ["an HTML page", bytes("<!DOCTYPE html><html><script>alert(1)</script></html>")],
    ["a Linux executable", bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], randomBytes(200))],
    ["a Windows executable", bytes("MZ", [0x90, 0], randomBytes(200))],
    ["an SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["plain text", bytes("hola, esto no es un PDF")],
    ["an empty file", Buffer.alloc(0)],
    ["a truncated PDF signature", bytes("%PD")],
    ["a RIFF file that is not WebP", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ", randomBytes(32))],
    [
      "a ZIP of other files",
      zip([
        { name: "virus.exe", data: "MZ" },
        { name: "readme.txt", data: "hola" },
      ]),
    ],
    ["an OpenDocument file", zip([{ name: "mimetype", data: "application/vnd.oasis.opendocument.text" }])],
  ])("refuses %s named .pdf and declared as PDF", async (_label, content) => {
    for (const purpose of ["contract", "document"] as const) {
      const error = await rejection(checkUpload(misleadingFile(content), { purpose }));
      expect(error.message).toBe("Tipo de archivo no permitido");
    }
  });

  it("reads past large ZIP entries to find word/, across many chunks", async () => {
    const thumbnail = { name: "docProps/thumbnail.jpeg", data: randomBytes(300 * 1024) };
    const content = docx([thumbnail]);
    const upload = await checkUpload(chunked(content, 1000), { purpose: "document" });
    expect(upload.kind).toBe("docx");
    expect((await buffer(upload.stream)).equals(content)).toBe(true); // toEqual walks 300 kB byte by byte
  });

  it("finds word/ after entries whose sizes follow their data (streamed ZIPs)", async () => {
    const content = zip([
      { name: "[Content_Types].xml", data: "<Types/>", dataDescriptor: true },
      { name: "_rels/.rels", data: "<Relationships/>", dataDescriptor: true },
      { name: "word/document.xml", data: "<w:document/>", dataDescriptor: true },
    ]);
    expect((await checkUpload(chunked(content, 7), { purpose: "document" })).kind).toBe("docx");
  });

  it("refuses a ZIP whose first Office entry lies beyond the bytes it is willing to hold", async () => {
    const content = docx([{ name: "docProps/thumbnail.jpeg", data: randomBytes(SNIFF_WINDOW + 1024) }]);
    const error = await rejection(checkUpload(chunked(content), { purpose: "document" }));
    expect(error.reason).toBe("type_not_allowed");
  });

  it("decides from the first bytes without reading the rest of the file", async () => {
    let pulled = 0;
    async function* body() {
      for (let i = 0; i < 1000; i++) {
        pulled++;
        yield i === 0 ? samples.pdf : Buffer.alloc(64 * 1024);
      }
    }
    const upload = await checkUpload(body(), { purpose: "contract" });
    expect(upload.kind).toBe("pdf");
    expect(pulled).toBe(1);
    upload.stream.destroy();
  });

  it("sniffs signatures split across chunks", () => {
    expect(sniffFileType(bytes("%P"), false)).toBe("need_more");
    expect(sniffFileType(bytes("%P"), true)).toBe("unknown");
    expect(sniffFileType(bytes("RIFF", [1, 2, 3, 4], "WE"), false)).toBe("need_more");
    expect(sniffFileType(samples.docx.subarray(0, 40), false)).toBe("need_more");
    expect(sniffFileType(samples.docx, true)).toBe("docx");
  });
});

describe("checkUpload: size limit", () => {
  const MiB = 1024 * 1024;

  async function* sizedPdf(total: number, chunk = 256 * 1024) {
    let sent = 0;
    while (sent < total) {
      const size = Math.min(chunk, total - sent);
      const part = Buffer.alloc(size, 0x20);
      if (sent === 0) samples.pdf.copy(part);
      sent += size;
      yield part;
    }
  }

  it("lets through a file of exactly UPLOAD_MAX_MB (25 MB by default)", async () => {
    const upload = await checkUpload(sizedPdf(25 * MiB), { purpose: "contract" });
    let total = 0;
    for await (const chunk of upload.stream) total += (chunk as Buffer).length;
    expect(total).toBe(25 * MiB);
  });

  it("fails the stream with the Spanish message one byte past the limit, and stops reading the source", async () => {
    let finished = false;
    async function* body() {
      try {
        yield* sizedPdf(25 * MiB + 1);
        yield* sizedPdf(100 * MiB); // never reached
      } finally {
        finished = true;
      }
    }
    const upload = await checkUpload(body(), { purpose: "contract" });
    const error = await rejection(buffer(upload.stream));
    expect(error.reason).toBe("too_large");
    expect(error.message).toBe("El archivo supera el tamaño máximo de 25 MB");
    expect(finished).toBe(true);
  });

  it("takes the limit from the configuration", async () => {
    const upload = await checkUpload(sizedPdf(3 * MiB), { purpose: "document", maxMb: 2 });
    const error = await rejection(buffer(upload.stream));
    expect(error.message).toBe("El archivo supera el tamaño máximo de 2 MB");
  });

  it("refuses a file already too large while its type is being read", async () => {
    const content = docx([{ name: "docProps/thumbnail.jpeg", data: randomBytes(200 * 1024) }]);
    const error = await rejection(checkUpload(chunked(content), { purpose: "document", maxMb: 0.1 }));
    expect(error.reason).toBe("too_large");
    expect(error.message).toBe("El archivo supera el tamaño máximo de 0,1 MB");
  });
});
