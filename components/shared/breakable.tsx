import { Fragment, type ReactNode } from "react";

/** Longer than this, a word is a token (an e-mail, an IBAN without spaces, a reference, a hash), not a word of a sentence. */
const TOKEN_LENGTH = 20;
/** A run with no punctuation to break at (a hash) is offered a break every this many characters. */
const CHUNK = 16;

/**
 * A token that may be longer than its cell (issue 67, item 4), offered places to break at its punctuation — after
 * "@", ".", "-", "_", "/", ":" — and, where it has none for long (a SHA-256), every few characters: the cell wraps it
 * there instead of between any two letters, and its words stay whole (cells use `overflow-wrap: break-word`).
 */
export function Token({ text }: { text: string }) {
  const pieces = text.split(/(?<=[@._\-/:+])/).flatMap((piece) => piece.match(new RegExp(`.{1,${CHUNK}}`, "gu")) ?? []);
  // One element: a phone's card line lays its label and its value side by side, each child apart.
  return (
    <span>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}

/** Punctuation a browser breaks a line after on its own ("SEPA-00000003"): a short code keeps it whole. */
const BREAKS_ITSELF = /[-/]/;

/**
 * A text (a bank's concept, an error) whose long tokens (see Token) may break at their punctuation and whose short
 * codes ("SEPA-00000003", "FEE-2026-0015") stay whole: its words wrap between each other only.
 */
export function breakable(text: string): ReactNode {
  const words = text.split(/\s+/);
  if (!words.some((word) => word.length > TOKEN_LENGTH || BREAKS_ITSELF.test(word))) return text;
  return (
    <span>
      {text.split(/(\s+)/).map((part, index) =>
        part.length > TOKEN_LENGTH ? (
          <Token key={index} text={part} />
        ) : BREAKS_ITSELF.test(part) ? (
          <span key={index} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}
