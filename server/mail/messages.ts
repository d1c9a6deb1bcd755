import { SITE_NAME } from "@/lib/site";
import { renderEmail, siteLink, type Rendered } from "./layout";

/** Every e-mail the club sends, in Spanish. */

export function contactReceived(message: { name: string; email: string; phone: string | null; message: string }): Rendered {
  return renderEmail({
    subject: `Nuevo mensaje de contacto de ${message.name}`,
    heading: "Nuevo mensaje de contacto",
    paragraphs: [`Nombre: ${message.name}\nEmail: ${message.email}\nTeléfono: ${message.phone ?? "No indicado"}`, message.message],
    action: { label: "Abrir la bandeja de mensajes", url: siteLink("/admin/messages") },
  });
}

export function passwordReset(url: string): Rendered {
  return renderEmail({
    subject: `Restablece tu contraseña de ${SITE_NAME}`,
    heading: "¿Has olvidado tu contraseña?",
    paragraphs: [
      "Hemos recibido una petición para restablecer la contraseña de tu cuenta.",
      "El enlace sirve una sola vez y caduca en una hora. Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.",
    ],
    action: { label: "Elegir una contraseña nueva", url },
  });
}

export function activateAccount(firstName: string | null, url: string): Rendered {
  return renderEmail({
    subject: `Activa tu cuenta de ${SITE_NAME}`,
    heading: "Activa tu cuenta",
    paragraphs: [
      `${firstName ? `Hola, ${firstName}:` : "Hola:"} el club ha abierto tu cuenta de inversor.`,
      "Elige tu contraseña para entrar en tu área, donde verás tus participaciones, documentos y contratos. El enlace sirve una sola vez y caduca en una hora; si caduca, pide otro al club.",
    ],
    action: { label: "Elegir mi contraseña", url },
  });
}

export function newFile(file: { kind: "document" | "contract"; name: string; operationTitle: string }): Rendered {
  const what = file.kind === "document" ? "documento" : "contrato";
  return renderEmail({
    subject: `Nuevo ${what} en ${file.operationTitle}`,
    heading: `Nuevo ${what} disponible`,
    paragraphs: [
      `El club ha publicado «${file.name}» en la operación ${file.operationTitle}.`,
      "Puedes consultarlo y descargarlo desde tu área de inversor.",
    ],
    action: { label: `Ver mis ${what}s`, url: siteLink(file.kind === "document" ? "/investor/documents" : "/investor/contracts") },
  });
}

export function operationStatusChanged(operation: { title: string; statusLabel: string }): Rendered {
  return renderEmail({
    subject: `${operation.title}: ahora «${operation.statusLabel}»`,
    heading: "Cambio de estado en tu operación",
    paragraphs: [`La operación ${operation.title}, en la que participas, ha pasado al estado «${operation.statusLabel}».`],
    action: { label: "Ver mis operaciones", url: siteLink("/investor/operations") },
  });
}

/** A receipt for a movement of the investor's own money, once the club records it as completed. */
export function movementRecorded(movement: {
  typeLabel: string;
  amount: string;
  date: string;
  operationTitle: string;
  description: string | null;
  reference: string | null;
}): Rendered {
  const details = [
    `${movement.typeLabel}: ${movement.amount}`,
    `Fecha: ${movement.date}`,
    `Operación: ${movement.operationTitle}`,
    movement.description && `Concepto: ${movement.description}`,
    movement.reference && `Referencia: ${movement.reference}`,
  ].filter(Boolean);
  return renderEmail({
    subject: `Nuevo movimiento: ${movement.typeLabel} de ${movement.amount} – ${movement.operationTitle}`,
    heading: "Movimiento registrado en tu cuenta",
    paragraphs: [
      "El club ha registrado este movimiento de tu dinero:",
      details.join("\n"),
      "Si no lo reconoces, escríbenos desde la página de contacto.",
    ],
    action: { label: "Ver mis movimientos", url: siteLink("/investor") },
  });
}
