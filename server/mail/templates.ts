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

/** To the account whose second factor was set up, removed, or reset by the operator (`npm run create-admin`). */
export function twoFactorChanged(change: "enabled" | "disabled" | "reset"): Rendered {
  const what = {
    enabled:
      "Has activado la verificación en dos pasos: a partir de ahora, al iniciar sesión te pediremos también el código de tu aplicación de autenticación.",
    disabled: "Has desactivado la verificación en dos pasos: tu cuenta vuelve a entrar solo con la contraseña.",
    reset:
      "El administrador del sistema ha restablecido la verificación en dos pasos de tu cuenta. La próxima vez que inicies sesión tendrás que configurarla de nuevo.",
  }[change];
  return renderEmail({
    subject:
      change === "enabled" ? `Verificación en dos pasos activada en ${SITE_NAME}` : `Verificación en dos pasos desactivada en ${SITE_NAME}`,
    heading: change === "enabled" ? "Verificación en dos pasos activada" : "Verificación en dos pasos desactivada",
    paragraphs: [what, "Si no has sido tú, cambia tu contraseña cuanto antes y escríbenos desde la página de contacto."],
    action: { label: "Iniciar sesión", url: siteLink("/handler/sign-in") },
  });
}

/** To a new account opened on the sign-up page. */
export function accountOpened(firstName: string): Rendered {
  return renderEmail({
    subject: `Bienvenido a ${SITE_NAME}`,
    heading: "Tu cuenta está lista",
    paragraphs: [
      `Hola, ${firstName}: ya tienes tu cuenta de inversor en el club.`,
      "Entra con tu email y la contraseña que has elegido para ver las operaciones y seguir tus participaciones.",
      "Tus primeros pasos, que Mi Dashboard te va marcando: verifica tu identidad, mira las operaciones abiertas, pide participar en la que elijas y, cuando el club la confirme, transfiere tu aportación.",
    ],
    action: { label: "Iniciar sesión", url: siteLink("/handler/sign-in") },
  });
}

/** To the owner of an e-mail someone tried to open a new account with. */
export function accountAlreadyExists(): Rendered {
  return renderEmail({
    subject: `Ya tienes una cuenta en ${SITE_NAME}`,
    heading: "Ya tienes una cuenta",
    paragraphs: [
      "Alguien (quizá tú) ha intentado abrir una cuenta nueva con este email, pero ya tienes una: no hemos creado otra ni cambiado nada.",
      "Si no recuerdas tu contraseña, pide un enlace para elegir una nueva en la página de inicio de sesión («¿Has olvidado tu contraseña?»). Si no has sido tú, ignora este mensaje.",
    ],
    action: { label: "Iniciar sesión", url: siteLink("/handler/sign-in") },
  });
}

/** The club typed a new payout account for the investor: it takes effect only when they confirm it (issue 46). */
export function ibanChangeProposed(masked: string, url: string, { inMisDatos = true }: { inMisDatos?: boolean } = {}): Rendered {
  return renderEmail({
    subject: `Confirma tu nueva cuenta para cobros en ${SITE_NAME}`,
    heading: "¿Es tuya esta cuenta?",
    paragraphs: [
      `El club ha anotado una cuenta nueva para pagarte: ${masked}. Hasta que la confirmes seguimos pagando en la que teníamos.`,
      `El enlace sirve una sola vez y caduca en 7 días${inMisDatos ? "; también puedes confirmarla en Mis datos" : " (te lo enviamos a esta dirección, la que tenías antes de que el club la cambiara)"}. Si no la has pedido tú, no la confirmes y escríbenos cuanto antes desde la página de contacto.`,
    ],
    action: { label: "Confirmar la cuenta nueva", url },
  });
}

/** To the address in force now, when the link went to the one before it (an admin changed the e-mail lately). */
export function ibanChangeNoticed(masked: string): Rendered {
  return renderEmail({
    subject: `Cambio de tu cuenta para cobros en ${SITE_NAME}`,
    heading: "Cuenta para cobros anotada",
    paragraphs: [
      `El club ha anotado una cuenta nueva para pagarte: ${masked}. Como tu dirección de correo cambió hace poco, se confirma con el enlace enviado a tu dirección anterior o lo aprueba otro administrador; hasta entonces seguimos pagando en la que teníamos.`,
      "Si no la has pedido tú, escríbenos cuanto antes desde la página de contacto.",
    ],
  });
}

/**
 * To the account whose IBAN (where the club pays it) was just set or changed, by whomever: a payout
 * redirected by someone else is the fraud this warns of. The account only masked.
 */
export function ibanChanged(masked: string | null): Rendered {
  return renderEmail({
    subject: `Tu cuenta para cobros en ${SITE_NAME} ha cambiado`,
    heading: "Cuenta para cobros cambiada",
    paragraphs: [
      masked
        ? `Desde ahora el club te paga en la cuenta ${masked}.`
        : "Tu cuenta para cobros se ha quitado: el club no te pagará hasta que indiques otra.",
      "Si no lo has pedido tú, escríbenos cuanto antes desde la página de contacto.",
    ],
    action: { label: "Contactar con el club", url: siteLink("/contact") },
  });
}

/** To the account whose password was just changed from Seguridad. */
export function passwordChanged(): Rendered {
  return renderEmail({
    subject: `Tu contraseña de ${SITE_NAME} ha cambiado`,
    heading: "Contraseña cambiada",
    paragraphs: [
      "La contraseña de tu cuenta se acaba de cambiar desde la página Seguridad, y se han cerrado las demás sesiones abiertas.",
      "Si no has sido tú, pide un enlace para elegir una contraseña nueva en la página de inicio de sesión («¿Has olvidado tu contraseña?») y escríbenos desde la página de contacto.",
    ],
    action: { label: "Iniciar sesión", url: siteLink("/handler/sign-in") },
  });
}

type Participation = { operationTitle: string; amount: string };

export function participationRequested(participation: Participation): Rendered {
  return renderEmail({
    subject: `Solicitud recibida: ${participation.operationTitle}`,
    heading: "Hemos recibido tu solicitud",
    paragraphs: [
      `Has solicitado participar en ${participation.operationTitle} con ${participation.amount}.`,
      "El club la revisa y te escribirá cuando la confirme. Hasta entonces no tienes que enviar dinero.",
    ],
    action: { label: "Ver mis operaciones", url: siteLink("/investor/operations") },
  });
}

export function participationRequestReceived(participation: Participation & { investor: string; operationId: string }): Rendered {
  return renderEmail({
    subject: `Nueva solicitud de participación: ${participation.operationTitle}`,
    heading: "Nueva solicitud de participación",
    paragraphs: [`${participation.investor} solicita participar en ${participation.operationTitle} con ${participation.amount}.`],
    action: { label: "Decidir en la página de la operación", url: siteLink(`/admin/operations/${participation.operationId}`) },
  });
}

/** The club's answer to a contact message, with what the person wrote under it. */
export function messageReply(reply: { body: string; original: string; sentOn: string }): Rendered {
  return renderEmail({
    subject: `Re: tu mensaje a ${SITE_NAME}`,
    heading: "Respuesta a tu mensaje",
    paragraphs: [reply.body, `Tu mensaje del ${reply.sentOn}:\n«${reply.original}»`],
  });
}

export function participationWithdrawn(participation: Participation & { investor: string; operationId: string }): Rendered {
  return renderEmail({
    subject: `Solicitud retirada: ${participation.operationTitle}`,
    heading: "Un inversor ha retirado su solicitud",
    paragraphs: [`${participation.investor} ha retirado su solicitud de ${participation.amount} en ${participation.operationTitle}.`],
    action: { label: "Ver la operación", url: siteLink(`/admin/operations/${participation.operationId}`) },
  });
}

export function participationConfirmed(participation: Participation & { instructions: string[]; asked?: string | null }): Rendered {
  const partly = participation.asked;
  return renderEmail({
    subject: `Participación confirmada${partly ? " en parte" : ""}: ${participation.operationTitle}`,
    heading: partly ? "Tu participación está confirmada en parte" : "Tu participación está confirmada",
    paragraphs: [
      partly
        ? `El club ha confirmado tu participación en ${participation.operationTitle} por ${participation.amount} de los ${partly} que solicitaste.`
        : `El club ha confirmado tu participación de ${participation.amount} en ${participation.operationTitle}.`,
      ...(partly
        ? ["Si prefieres no participar con ese importe, puedes retirarla desde tu área de inversor mientras no hayas pagado nada."]
        : []),
      participation.instructions.join("\n"),
      "Lo verás también en tu área de inversor, con lo que hayas pagado hasta ahora.",
    ],
    action: { label: "Ver mis operaciones", url: siteLink("/investor/operations") },
  });
}

export function participationWaitlisted(participation: Participation): Rendered {
  return renderEmail({
    subject: `En lista de espera: ${participation.operationTitle}`,
    heading: "Tu solicitud está en lista de espera",
    paragraphs: [
      `La operación ${participation.operationTitle} no tiene sitio ahora para tu participación de ${participation.amount}.`,
      "Si se libera, las solicitudes en espera se confirman por orden de llegada y te escribiremos.",
    ],
    action: { label: "Ver mis operaciones", url: siteLink("/investor/operations") },
  });
}

export function participationRejected(participation: Participation & { reason: string }): Rendered {
  return renderEmail({
    subject: `Solicitud no aceptada: ${participation.operationTitle}`,
    heading: "El club no ha aceptado tu solicitud",
    paragraphs: [
      `Tu solicitud de ${participation.amount} en ${participation.operationTitle} no ha sido aceptada.`,
      `Motivo: ${participation.reason}`,
    ],
    action: { label: "Ver otras operaciones", url: siteLink("/operations") },
  });
}

export function paymentReminder(reminder: { operationTitle: string; before: boolean; instructions: string[] }): Rendered {
  return renderEmail({
    subject: reminder.before ? `Recordatorio de pago: ${reminder.operationTitle}` : `Pago vencido: ${reminder.operationTitle}`,
    heading: reminder.before ? "Se acerca la fecha límite de tu pago" : "La fecha límite de tu pago ha pasado",
    paragraphs: [
      reminder.before
        ? `Aún no hemos recibido todo el importe de tu participación en ${reminder.operationTitle}.`
        : `No hemos recibido todo el importe de tu participación en ${reminder.operationTitle} en el plazo. Si ya lo has enviado, no hagas nada: lo reconoceremos al llegar.`,
      reminder.instructions.join("\n"),
    ],
    action: { label: "Ver mis operaciones", url: siteLink("/investor/operations") },
  });
}

/** Each investor's liquidation notice: their participation's figures, and what they are paid. */
export function liquidationNotice(notice: {
  operationTitle: string;
  date: string;
  lines: string[];
  net: string;
  /** The account it will be paid into ("ES91 **** 1332"), or null: no SEPA IBAN in Mis datos yet. */
  payoutAccount?: string | null;
  reversal?: string;
}): Rendered {
  if (notice.reversal)
    return renderEmail({
      subject: `Liquidación anulada: ${notice.operationTitle}`,
      heading: "La liquidación se ha anulado",
      paragraphs: [
        `El club ha anulado la liquidación de ${notice.operationTitle} del ${notice.date}. Motivo: ${notice.reversal}`,
        "Sus movimientos se han compensado con otros de signo contrario; tu participación vuelve a estar activa.",
      ],
      action: { label: "Ver mis operaciones", url: siteLink("/investor/operations") },
    });
  return renderEmail({
    subject: `Liquidación de ${notice.operationTitle}`,
    heading: "Liquidación de tu participación",
    paragraphs: [
      `El club ha liquidado ${notice.operationTitle} con fecha ${notice.date}. Este es el detalle de tu participación:`,
      notice.lines.join("\n"),
      notice.payoutAccount
        ? `Importe que recibirás por transferencia a tu cuenta ${notice.payoutAccount}: ${notice.net}. Te escribiremos cuando la transferencia salga hacia el banco.`
        : `Importe que te corresponde: ${notice.net}. Para transferírtelo necesitamos tu IBAN: indícalo en Mis datos y lo incluiremos en la siguiente remesa de transferencias.`,
      "Adjuntamos la liquidación en PDF; también puedes descargarla desde Mis Operaciones, donde verás los movimientos.",
    ],
    action: notice.payoutAccount
      ? { label: "Ver mis operaciones", url: siteLink("/investor/operations") }
      : { label: "Indicar mi IBAN en Mis datos", url: siteLink("/investor/datos") },
  });
}

/** A payout of the club (a liquidation's net, a deposit withdrawal) has left in a SEPA file to the bank. */
export function payoutSent(payout: { amount: string; account: string; executionDay: string }): Rendered {
  return renderEmail({
    subject: "Tu transferencia ha salido hacia el banco",
    heading: "Transferencia enviada",
    paragraphs: [
      `El club ha enviado al banco la orden de transferencia de ${payout.amount} a tu cuenta ${payout.account}, con fecha de ejecución ${payout.executionDay}.`,
      "La verás como recibida en tu área cuando el extracto del banco muestre el cargo; suele tardar uno o dos días hábiles.",
    ],
    action: { label: "Ver mis operaciones", url: siteLink("/investor/operations") },
  });
}

/** The year's "Certificado de retenciones", attached: what it is for and where else to find it. */
export function taxCertificateIssued(year: number): Rendered {
  return renderEmail({
    subject: `Tu certificado de retenciones de ${year}`,
    heading: `Certificado de retenciones ${year}`,
    paragraphs: [
      `Adjuntamos tu certificado de retenciones e ingresos a cuenta del IRPF de ${year}: los rendimientos que el club te pagó por tus participaciones, lo retenido y lo neto.`,
      "Lo necesitarás para tu declaración de la renta. También puedes descargarlo cuando quieras desde Fiscalidad, en tu área de inversor.",
    ],
    action: { label: "Ir a Fiscalidad", url: siteLink("/investor/fiscalidad") },
  });
}

export function closureRequestReceived(request: { investor: string; investorId: string; reason: string | null }): Rendered {
  return renderEmail({
    subject: `Solicitud de cierre de cuenta: ${request.investor}`,
    heading: "Un inversor pide cerrar su cuenta",
    paragraphs: [
      `${request.investor} ha pedido cerrar su cuenta.${request.reason ? `\nMotivo: ${request.reason}` : ""}`,
      "La ley da un mes para responder (RGPD art. 12.3).",
    ],
    action: { label: "Decidir en la ficha del inversor", url: siteLink(`/admin/inversores/${request.investorId}`) },
  });
}

export function closureRequested(): Rendered {
  return renderEmail({
    subject: "Hemos recibido tu solicitud de cierre de cuenta",
    heading: "Hemos recibido tu solicitud",
    paragraphs: [
      "El club revisará tu solicitud de cierre y te responderá en el plazo de un mes.",
      "Mientras tanto puedes seguir entrando en tu área y retirar la solicitud desde Mis datos.",
    ],
  });
}

export function accountClosed(destroyAfter: string): Rendered {
  return renderEmail({
    subject: `Tu cuenta de ${SITE_NAME} está cerrada`,
    heading: "Tu cuenta está cerrada",
    paragraphs: [
      "Hemos cerrado tu cuenta: ya no puedes iniciar sesión y tus datos han salido de todas las pantallas del club.",
      `Los registros de tu dinero que la ley obliga a conservar quedan bloqueados, solo a disposición de jueces y autoridades, hasta el ${destroyAfter}; después se destruyen. El resto de tus datos se ha borrado.`,
    ],
  });
}

export function closureRejected(reason: string): Rendered {
  return renderEmail({
    subject: "Tu solicitud de cierre de cuenta",
    heading: "No hemos podido cerrar tu cuenta",
    paragraphs: [`Motivo: ${reason}`, "Tu cuenta sigue abierta. Puedes volver a pedir el cierre desde Mis datos cuando quieras."],
    action: { label: "Abrir Mis datos", url: siteLink("/investor/datos") },
  });
}

/**
 * A commercial e-mail (LSSI-CE art. 21): only to those who opted in, with "Darse de baja" in it
 * (`unsubscribe`: the outbox's UNSUBSCRIBE_LINK, each recipient's own page once written).
 */
export function newOperationOpen(
  operation: { title: string; province: string; ticketMin: string; slug: string },
  unsubscribe: string,
): Rendered {
  return renderEmail({
    subject: `Nueva operación abierta: ${operation.title}`,
    heading: "Hay una nueva operación abierta",
    paragraphs: [`${operation.title} (${operation.province}) ya admite participaciones.`, `Ticket mínimo: ${operation.ticketMin}.`],
    action: { label: "Ver la operación", url: siteLink(`/operations/${operation.slug}`) },
    unsubscribe,
  });
}

/** Knowing the investor (server/kyc/): what admins and the investor are told. */
export function verificationSubmitted(request: { investor: string; userId: string }): Rendered {
  return renderEmail({
    subject: `Verificación de identidad pendiente: ${request.investor}`,
    heading: "Una verificación de identidad espera revisión",
    paragraphs: [`${request.investor} ha enviado sus datos y su documento de identidad.`],
    action: { label: "Revisarla en Verificaciones", url: siteLink(`/admin/verificaciones/${request.userId}`) },
  });
}

export function verificationReceived(): Rendered {
  return renderEmail({
    subject: "Hemos recibido tus datos de identificación",
    heading: "Estamos revisando tu identidad",
    paragraphs: [
      "El club revisará tu documento y tu declaración y te escribirá con su decisión.",
      "Puedes pedir participar en operaciones mientras tanto; el club confirmará tu participación cuando tu identidad esté verificada.",
    ],
    action: { label: "Ver el estado", url: siteLink("/investor/verificacion") },
  });
}

export function verificationVerified(): Rendered {
  return renderEmail({
    subject: "Tu identidad está verificada",
    heading: "Identidad verificada",
    paragraphs: ["El club ha verificado tu identidad. Ya puede confirmar tus participaciones."],
    action: { label: "Ir a mi área", url: siteLink("/investor") },
  });
}

export function verificationRejected(reason: string): Rendered {
  return renderEmail({
    subject: "Tu verificación de identidad necesita cambios",
    heading: "No hemos podido verificar tu identidad",
    paragraphs: [`Motivo: ${reason}`, "Corrige lo que se indica y vuelve a enviar tus datos desde tu área."],
    action: { label: "Verificar mi identidad", url: siteLink("/investor/verificacion") },
  });
}

export function verificationSecondApproval(request: { investor: string; userId: string; approvedBy: string }): Rendered {
  return renderEmail({
    subject: `Segunda aprobación necesaria: ${request.investor}`,
    heading: "Una verificación de riesgo alto espera un segundo administrador",
    paragraphs: [
      `${request.approvedBy} ha aprobado la verificación de ${request.investor}, de riesgo alto: hace falta la aprobación de otro administrador.`,
    ],
    action: { label: "Revisarla en Verificaciones", url: siteLink(`/admin/verificaciones/${request.userId}`) },
  });
}

export function identityDocumentExpiring(expiry: string, ofOwner = false): Rendered {
  return renderEmail({
    subject: ofOwner ? "El documento de un titular real de tu sociedad caduca pronto" : "Tu documento de identidad caduca pronto",
    heading: ofOwner ? "Renueva el documento del titular real" : "Renueva tu documento de identidad",
    paragraphs: [
      ofOwner
        ? `El documento con el que el club identificó a un titular real de tu sociedad caduca el ${expiry}.`
        : `El documento con el que el club te identificó caduca el ${expiry}.`,
      "Cuando lo renueves, sube el nuevo desde tu área: a partir de esa fecha el club no podrá confirmar participaciones nuevas hasta verificarlo.",
    ],
    action: { label: "Verificar mi identidad", url: siteLink("/investor/verificacion") },
  });
}

export function screeningCandidates(count: number): Rendered {
  return renderEmail({
    subject: `Lista de sanciones: ${count === 1 ? "1 coincidencia" : `${count} coincidencias`} por revisar`,
    heading: "Coincidencias con la lista de sanciones",
    paragraphs: [
      `El cribado ha encontrado ${count === 1 ? "una persona" : `${count} personas`} cuyo nombre figura en la lista de sanciones financieras de la UE.`,
      "Hasta que las revises, el club no puede confirmarles participaciones.",
    ],
    action: { label: "Revisarlas en Verificaciones", url: siteLink("/admin/verificaciones?status=screening") },
  });
}

type PostedUpdate = {
  id: string;
  operationTitle: string;
  title: string;
  body: string;
  milestone: string | null;
  attachments: { name: string }[];
};

const attachedLine = (update: PostedUpdate) =>
  update.attachments.length ? [`Documentos adjuntos (en tu área): ${update.attachments.map((a) => `«${a.name}»`).join(", ")}.`] : [];

/** An update of an operation, to its investors who want one e-mail per update (issue 50, item 3). */
export function operationUpdate(update: PostedUpdate): Rendered {
  return renderEmail({
    subject: `${update.operationTitle}: ${update.title}`,
    heading: update.title,
    paragraphs: [
      `Novedad de la operación ${update.operationTitle}${update.milestone ? ` (hito: ${update.milestone})` : ""}.`,
      update.body,
      ...attachedLine(update),
    ],
    action: { label: "Leerla en Novedades", url: siteLink(`/investor/novedades/${update.id}`) },
  });
}

/** The week's updates in one e-mail, to the investors who chose the weekly digest. */
export function updatesDigest(updates: PostedUpdate[]): Rendered {
  const count = updates.length === 1 ? "1 novedad" : `${updates.length} novedades`;
  return renderEmail({
    subject: `Resumen semanal: ${count} de tus operaciones`,
    heading: "Las novedades de la semana",
    paragraphs: updates.map((update) => `${update.operationTitle} — ${update.title}\n${update.body}`),
    action: { label: "Leerlas en Novedades", url: siteLink("/investor/novedades") },
  });
}

/** The quarter's reminder to the admins: running operations whose investors have heard nothing for 90 days. */
export function quietOperations(operations: { title: string; lastUpdate: string | null }[]): Rendered {
  return renderEmail({
    subject: `${operations.length === 1 ? "1 operación" : `${operations.length} operaciones`} sin novedades en 90 días`,
    heading: "Operaciones sin novedades",
    paragraphs: [
      "Los inversores de estas operaciones en curso no han recibido ninguna novedad en los últimos 90 días:",
      operations.map((o) => `· ${o.title}: ${o.lastUpdate ? `la última, el ${o.lastUpdate}` : "ninguna todavía"}`).join("\n"),
      "Publica una desde la página de cada operación, aunque solo sea para contar que el procedimiento sigue su curso.",
    ],
    action: { label: "Ver operaciones", url: siteLink("/admin/operations") },
  });
}

/** The one-time code that signs the deposit contract (its digits put in by the worker, never stored in the body). */
export function depositSignatureCode(code: string, minutes: number): Rendered {
  return renderEmail({
    subject: "Tu código para firmar el contrato de la cuenta de depósito",
    heading: "Firma del contrato",
    paragraphs: [
      `Tu código de firma es: ${code}`,
      `Escríbelo en la página de la cuenta de depósito para firmar el contrato. Caduca en ${minutes} minutos. Si no lo has pedido tú, ignora este email.`,
    ],
  });
}

/** The signed deposit contract, attached, and how to pay into the account. */
export function depositAccountOpened(facts: { instructions: string[] }): Rendered {
  return renderEmail({
    subject: "Tu cuenta de depósito está abierta",
    heading: "Cuenta de depósito abierta",
    paragraphs: [
      "Has firmado electrónicamente el contrato de la cuenta de depósito: te lo adjuntamos con la hoja de evidencias de la firma.",
      ["Para aportar dinero, haz una transferencia con estos datos:", ...facts.instructions].join("\n"),
    ],
    action: { label: "Ver mi cuenta de depósito", url: siteLink("/investor/deposito") },
  });
}

/** A receipt: a transfer reached the investor's deposit account. */
export function depositContributionReceived(facts: { amount: string; date: string }): Rendered {
  return renderEmail({
    subject: `Aportación de ${facts.amount} a tu cuenta de depósito`,
    heading: "Aportación recibida",
    paragraphs: [
      `Hemos recibido tu transferencia de ${facts.amount} a la cuenta de depósito, con fecha valor ${facts.date}: genera intereses desde ese día.`,
    ],
    action: { label: "Ver mi cuenta de depósito", url: siteLink("/investor/deposito") },
  });
}

/** The period's interest credited to the investor's deposit account, with the withholding. */
export function depositInterestCredited(facts: { period: string; interest: string; withholding: string; net: string }): Rendered {
  return renderEmail({
    subject: `Intereses de tu cuenta de depósito: ${facts.net}`,
    heading: "Intereses abonados",
    paragraphs: [
      `Hemos abonado en tu cuenta de depósito los intereses del periodo ${facts.period}: ${facts.interest} brutos, con una retención a cuenta del IRPF de ${facts.withholding}; quedan ${facts.net} en tu saldo.`,
    ],
    action: { label: "Ver mi cuenta de depósito", url: siteLink("/investor/deposito") },
  });
}

/** To the investor: an admin cancelled their withdrawal before it went to the bank, and why. */
export function depositWithdrawalCancelled(facts: { amount: string; window: string; reason: string }): Rendered {
  return renderEmail({
    subject: "Hemos anulado tu retirada de la cuenta de depósito",
    heading: "Retirada anulada",
    paragraphs: [
      `El club ha anulado tu retirada de ${facts.amount} de la cuenta de depósito, prevista para la ventana del ${facts.window}. Motivo: ${facts.reason}`,
      "Tu saldo sigue en la cuenta. Si quieres retirar dinero, pide una nueva retirada.",
    ],
    action: { label: "Ver mi cuenta de depósito", url: siteLink("/investor/deposito") },
  });
}

/** To the investor: the club closes their deposit account and transfers what it holds. */
export function depositAccountClosing(facts: { reason: string; hasIban: boolean; empty: boolean }): Rendered {
  return renderEmail({
    subject: "El club cierra tu cuenta de depósito",
    heading: "Cuenta de depósito cerrada",
    paragraphs: [
      `El club cierra tu cuenta de depósito. Motivo: ${facts.reason}`,
      facts.empty
        ? "No tenía saldo ni intereses pendientes, así que no hay nada que transferirte: queda cerrada desde hoy."
        : facts.hasIban
          ? "Te transferimos todo el saldo, con los intereses hasta el día de la transferencia (menos su retención), a la cuenta que nos diste para cobros. Te avisaremos cuando salga."
          : "Te transferiremos todo el saldo, con los intereses hasta el día de la transferencia (menos su retención), en cuanto nos des una cuenta para cobros en Mis datos.",
    ],
    action:
      facts.hasIban || facts.empty
        ? { label: "Ver mi cuenta de depósito", url: siteLink("/investor/deposito") }
        : { label: "Dar mi cuenta en Mis datos", url: siteLink("/investor/datos") },
  });
}

/** To the admins: an investor asked for a withdrawal from their deposit account. */
export function depositWithdrawalRequested(facts: { investor: string; amount: string; window: string }): Rendered {
  return renderEmail({
    subject: `Retirada de la cuenta de depósito: ${facts.investor}`,
    heading: "Retirada pedida",
    paragraphs: [`${facts.investor} ha pedido retirar ${facts.amount} de su cuenta de depósito, para la ventana del ${facts.window}.`],
    action: { label: "Revisarla en Cuenta de depósito", url: siteLink("/admin/deposito") },
  });
}
