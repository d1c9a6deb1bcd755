/** The query parameter by which an operation's page names itself to the contact form. */
export const OPERATION_PARAM = "operacion";

/** "Solicitar Información" on an operation's page: the contact form, its message begun with the operation. */
export const contactAboutOperation = (title: string) => `/contact?${OPERATION_PARAM}=${encodeURIComponent(title)}`;
