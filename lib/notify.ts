/**
 * Toasts as the specification wants them (docs/specification.md §4, §9): one at a time, a new one replacing the old (every toast
 * shares one id, so sonner updates the visible one in place), closing by itself after 5 s.
 * sonner and its Toaster are loaded on the first toast (components/ui/lazy-toaster.tsx).
 */
const TOAST_ID = "club-toast";

type Kind = "success" | "error";

let requestToaster: (() => void) | null = null;
let requested = false;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

/** Called by LazyToaster: how to load the Toaster when the first toast comes. */
export function onToasterNeeded(load: () => void): () => void {
  requestToaster = load;
  if (requested) load();
  return () => {
    requestToaster = null;
  };
}

/** Called by LazyToaster once the Toaster is on the page. */
export function toasterMounted(): void {
  markMounted();
}

type Action = { label: string; onClick: () => void; seconds: number };

async function show(kind: Kind, title: string, description?: string, action?: Action) {
  if (!requested) {
    requested = true;
    requestToaster?.();
  }
  const [{ toast }] = await Promise.all([import("sonner"), mounted]);
  toast[kind](title, {
    id: TOAST_ID,
    description,
    // The button stays only on the toast that offers it (a toast updated in place keeps what it is not told).
    action: action && {
      label: action.label,
      onClick: (event) => {
        // Kept open until the action's own answer replaces it: closing it here raced that answer, which shares
        // the id, and could take it away with the closing one (the undo's «Decisión deshecha» never seen).
        event.preventDefault();
        action.onClick();
      },
    },
    duration: action ? action.seconds * 1000 : undefined,
  });
}

export function notifySuccess(title: string, description?: string) {
  void show("success", title, description);
}

/** A success that can be taken back for `seconds` (a decision whose e-mail waits in the outbox): the toast stays that long with its button. */
export function notifyUndoable(title: string, undo: () => void, seconds: number) {
  void show("success", title, undefined, { label: "Deshacer", onClick: undo, seconds });
}

/** Takes away the toast on screen (an error the next attempt put right). */
export function dismissNotice() {
  if (!requested) return;
  void import("sonner").then(({ toast }) => toast.dismiss(TOAST_ID));
}

export function notifyError(title: string, description?: string) {
  void show("error", title, description);
}
