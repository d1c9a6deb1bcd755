/** The query parameter by which an operation's page names itself to the contact form. */
export const OPERATION_PARAM = "operacion";

/** "Solicitar Información" on an operation's page: the contact form, its message begun with the operation. */
export const contactAboutOperation = (title: string) => `/contact?${OPERATION_PARAM}=${encodeURIComponent(title)}`;

/**
 * Begins the contact form's message with the operation named in the address, before React takes
 * the page: a few bytes inline in the static page rather than in its JavaScript (the contact page is
 * at the JavaScript gate, tests/e2e/public/js-budget.spec.ts). The title goes into the field's value,
 * never into markup.
 */
export const PREFILL_MESSAGE_SCRIPT = `(function(){var o=new URLSearchParams(location.search).get(${JSON.stringify(OPERATION_PARAM)});var m=document.getElementById("contact-message");if(o&&m&&!m.value){m.value="Hola, me interesa la operaci\\u00f3n \\u00ab"+o.trim().slice(0,200)+"\\u00bb. ";}})();`;
