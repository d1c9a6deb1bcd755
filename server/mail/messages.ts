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
