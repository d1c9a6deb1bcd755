/**
 * What iCalendar (RFC 5545 §3.3.11) lets a TEXT value hold: no control character but the line
 * breaks the writer escapes as `\n`. The `ics` library escapes only CRLF and LF, so a bare CR (or
 * another control character) in a note or a title reached the output as is, where a lenient client
 * read it as the start of a new line: a property of the attacker's choosing. Here a CRLF, a LF or a
 * Unicode line separator is a line break, a tab a space, and every other control character (a bare
 * CR included) is dropped.
 */
export function calendarText(value: string): string {
  return value
    .toWellFormed()
    .replace(/\r\n|[\u0085\u2028\u2029]/g, "\n")
    .replace(/\t/g, " ")
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, "");
}

/** The longest content line, in octets, before it is folded (RFC 5545 §3.1). */
const LINE_OCTETS = 75;

/**
 * Refolds a calendar so that no line passes 75 octets: the `ics` library folds at 75 characters,
 * which in UTF-8 (accents, "·") makes lines of up to 150 octets. A fold never splits a character.
 */
export function foldCalendar(calendar: string): string {
  const lines = calendar.replace(/\r\n[ \t]/g, "").split("\r\n");
  return lines.map(foldLine).join("\r\n");
}

function foldLine(line: string): string {
  const parts: string[] = [];
  let part = "";
  let octets = 0;
  let limit = LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > limit) {
      parts.push(part);
      part = "";
      octets = 0;
      limit = LINE_OCTETS - 1; // the space that starts a continuation line counts
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join("\r\n ");
}
