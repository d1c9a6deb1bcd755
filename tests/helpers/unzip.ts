import { crc32 } from "node:zlib";
import yauzl from "yauzl";

/**
 * Every entry of a ZIP, by path, read with yauzl: a reader apart from the writer the app uses
 * (fflate), so an archive only it could read would fail here; each entry's CRC is checked too
 * (yauzl leaves that to its caller).
 */
export function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(archive, { lazyEntries: true, strictFileNames: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on("error", reject);
      zip.on("end", () => resolve(entries));
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (opened, stream) => {
          if (opened) return reject(opened);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("error", reject);
          stream.on("end", () => {
            const data = Buffer.concat(chunks);
            if (crc32(data) !== entry.crc32) return reject(new Error(`${entry.fileName}: wrong CRC`));
            entries.set(entry.fileName, data);
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
