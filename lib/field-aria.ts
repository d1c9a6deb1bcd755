/**
 * What ties a form control to its label's promise and to its messages, for assistive technology:
 * `aria-required` for a required field (the visible "*" alone said nothing to a screen reader),
 * `aria-invalid`, and `aria-describedby` naming its help text and its error (WCAG 1.3.1, 3.3.1).
 * The help text and the error carry the ids `descriptionId(id)` and `errorId(id)`.
 */
export const errorId = (id: string) => `${id}-error`;
export const descriptionId = (id: string) => `${id}-description`;

/** A label ending in "*" marks a required field (the forms' convention). */
export const isRequiredLabel = (label: string) => label.trimEnd().endsWith("*");

export function fieldAria(
  id: string,
  { invalid, described = false, required = false }: { invalid: boolean; described?: boolean; required?: boolean },
) {
  const describedBy = [described && descriptionId(id), invalid && errorId(id)].filter(Boolean).join(" ");
  return {
    "aria-invalid": invalid,
    "aria-required": required || undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}
