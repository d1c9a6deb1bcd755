import fs from "node:fs";
import path from "node:path";
import { XmlDocument, XmlValidateError, XsdValidator } from "libxml2-wasm";

/** What libxml2 says of `xml` against an official schema in schemas/ (nothing when it is valid). */
export function xsdErrors(xml: string, schemaFile: string): string[] {
  const schema = XmlDocument.fromString(fs.readFileSync(path.join(process.cwd(), "schemas", schemaFile), "utf8"));
  const validator = XsdValidator.fromDoc(schema);
  const document = XmlDocument.fromString(xml);
  try {
    validator.validate(document);
    return [];
  } catch (error) {
    if (error instanceof XmlValidateError) return error.details.map((detail) => detail.message.trim());
    throw error;
  } finally {
    document.dispose();
    validator.dispose();
    schema.dispose();
  }
}
