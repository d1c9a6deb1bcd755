"use client";

import { Button } from "@/components/ui/button";

type Props = {
  /** Next's digest of a server error: the same reference is in the server's log line. */
  digest?: string;
  reset: () => void;
};

/** What an area shows when one of its pages fails: a Spanish message, a retry and the reference. */
export function ErrorState({ digest, reset }: Props) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">Algo ha salido mal</h1>
      <p className="text-muted-foreground">
        No se ha podido mostrar esta página. Inténtalo de nuevo; si vuelve a ocurrir, indica al administrador la referencia.
      </p>
      {digest ? <p className="font-mono text-sm">Referencia: {digest}</p> : null}
      <Button onClick={reset}>Reintentar</Button>
    </div>
  );
}
