/**
 * The privacy notice a person accepts on sign-up and with a contact message: what the forms in the
 * browser need of it, kept apart from lib/legal.ts so that the public pages' JavaScript stays small.
 */
export const PRIVACY_NOTICE_PATH = "/privacidad";
export const PRIVACY_CONSENT_LABEL = "He leído y acepto la Política de Privacidad";
export const PRIVACY_CONSENT_REQUIRED = "Debes aceptar la Política de Privacidad";
