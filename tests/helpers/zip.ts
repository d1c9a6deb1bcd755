import { crc32, deflateRawSync } from "node:zlib";

export interface ZipEntry {
  name: string;
  data: string | Buffer;
  /** Writes sizes after the data (general-purpose flag bit 3), as streaming zip writers do. */
  dataDescriptor?: boolean;
}

/** A minimal ZIP (deflated entries, central directory included), enough to build DOCX/XLSX-shaped files. */
export function zip(entries: ZipEntry[]): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.from(entry.data);
    const compressed = deflateRawSync(data);
    const name = Buffer.from(entry.name, "utf8");
    const crc = crc32(data);
    const flags = entry.dataDescriptor ? 0x08 : 0;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(flags, 6);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(entry.dataDescriptor ? 0 : crc, 14);
    header.writeUInt32LE(entry.dataDescriptor ? 0 : compressed.length, 18);
    header.writeUInt32LE(entry.dataDescriptor ? 0 : data.length, 22);
    header.writeUInt16LE(name.length, 26);
    const descriptor = Buffer.alloc(entry.dataDescriptor ? 16 : 0);
    if (entry.dataDescriptor) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(compressed.length, 8);
      descriptor.writeUInt32LE(data.length, 12);
    }
    local.push(header, name, compressed, descriptor);

    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(flags, 8);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(compressed.length, 20);
    record.writeUInt32LE(data.length, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    central.push(record, name);
    offset += header.length + name.length + compressed.length + descriptor.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const RELS = '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>';

/** Entries in the order Word writes them. */
export function docx(extra: ZipEntry[] = []): Buffer {
  return zip([
    { name: "[Content_Types].xml", data: CONTENT_TYPES },
    { name: "_rels/.rels", data: RELS },
    ...extra,
    { name: "word/document.xml", data: "<w:document><w:body><w:p>Contrato</w:p></w:body></w:document>" },
  ]);
}

/** Entries in the order Excel writes them. */
export function xlsx(): Buffer {
  return zip([
    { name: "[Content_Types].xml", data: CONTENT_TYPES },
    { name: "_rels/.rels", data: RELS },
    { name: "xl/workbook.xml", data: "<workbook><sheets/></workbook>" },
  ]);
}
