"use client";

type Props = {
  /** Next's digest of a server error: the same reference is in the server's log line. */
  digest?: string;
  reset: () => void;
};

/**
 * The default button's look, written out: the root error boundary loads on every page, so it
 * does not bring the Button component (class-variance-authority and Radix's Slot) with it.
 */
const RETRY_BUTTON =
  "inline-flex h-9 items-center justify-center rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground outline-none hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** What an area shows when one of its pages fails: a Spanish message, a retry and the reference. */
export function ErrorState({ digest, reset }: Props) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">Algo ha salido mal</h1>
      <p className="text-muted-foreground">
        No se ha podido mostrar esta página. Inténtalo de nuevo; si vuelve a ocurrir, indica al administrador la referencia.
      </p>
      {digest ? <p className="font-mono text-sm">Referencia: {digest}</p> : null}
      <button type="button" onClick={reset} className={RETRY_BUTTON}>
        Reintentar
      </button>
    </div>
  );
}
