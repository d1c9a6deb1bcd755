import fs from "node:fs";
import path from "node:path";
import { XmlDocument, XmlParseError, XmlValidateError, XsdValidator } from "libxml2-wasm";

/**
 * An XML file checked against an official schema (XSD) by libxml2 (compiled to WebAssembly): what
 * the outside world would check before taking a file the platform writes. The schemas are kept in
 * `schemas/` with their source (schemas/README.md); each is compiled once per process.
 */
const validators = new Map<string, XsdValidator>();

function validatorOf(schemaFile: string): XsdValidator {
  let validator = validators.get(schemaFile);
  if (!validator) {
    const schema = XmlDocument.fromString(fs.readFileSync(path.join(process.cwd(), "schemas", schemaFile), "utf8"));
    validator = XsdValidator.fromDoc(schema);
    schema.dispose();
    validators.set(schemaFile, validator);
  }
  return validator;
}

/** The schema's complaints about `xml` (none when it is valid), one line each as libxml2 words them. */
export function schemaErrors(xml: string, schemaFile: string): string[] {
  let document: XmlDocument;
  try {
    document = XmlDocument.fromString(xml);
  } catch (error) {
    if (error instanceof XmlParseError) return [error.message.trim()];
    throw error;
  }
  try {
    validatorOf(schemaFile).validate(document);
    return [];
  } catch (error) {
    if (error instanceof XmlValidateError) return error.details.map((detail) => detail.message.trim());
    throw error;
  } finally {
    document.dispose();
  }
}
