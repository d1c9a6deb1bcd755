/** Where "Saltar al contenido" lands: the page's one <main>. */
export const MAIN_CONTENT_ID = "contenido";

/**
 * The first stop of the Tab key on every page: hidden until focused, it jumps past the
 * navigation to the page's content.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-foreground focus:shadow-lg focus:ring-2 focus:ring-ring"
    >
      Saltar al contenido
    </a>
  );
}
