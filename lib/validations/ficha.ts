import * as z from "./zod";

/** Issue 66, item 1: asking to take part, or signing the deposit contract, names the information sheet's version read. */
export const FICHA_VERSION_MESSAGE = "Abre la ficha de información y envía su versión: es la que aceptas";

export const fichaVersionField = () => z.int({ error: FICHA_VERSION_MESSAGE }).check(z.minimum(1, FICHA_VERSION_MESSAGE));
