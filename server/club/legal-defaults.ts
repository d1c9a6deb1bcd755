import type { LegalKind } from "@/lib/legal";

/**
 * The starting text of each legal page (version 0), until an admin publishes the club's own in
 * Configuración. Written for this site as it is built: the cookies named are the only ones it sets
 * (server/auth/local-provider.ts, lib/session-hint.ts, lib/sidebar-state.ts); the theme is kept in
 * the browser's storage, not in a cookie. Markdown; {{placeholders}} are the club's identity (lib/legal.ts).
 */
export const DEFAULT_LEGAL_TEXTS: Record<LegalKind, string> = {
  "aviso-legal": `En cumplimiento del artículo 10 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), se informa de los datos del titular de este sitio web.

## Titular

- **Denominación social:** {{nombre}}
- **NIF:** {{nif}}
- **Domicilio:** {{domicilio}}
- **Datos registrales:** {{registro}}
- **Email de contacto:** {{email}}
- **Sitio web:** {{web}}

## Objeto

Este sitio presenta las operaciones de inversión en deuda hipotecaria del club y da a sus inversores acceso a un área privada con sus participaciones, movimientos, documentos y contratos. La información de las operaciones no constituye una oferta pública ni asesoramiento financiero; toda inversión conlleva riesgos, incluida la pérdida del capital.

## Propiedad intelectual

Los textos, imágenes y documentos de este sitio pertenecen a {{nombre}} o se usan con permiso de sus titulares. No se permite su reproducción sin autorización.

## Responsabilidad

{{nombre}} procura que la información publicada sea exacta y esté al día, pero no responde de las decisiones tomadas solo a partir de ella ni de las interrupciones del servicio ajenas a su control.

## Legislación aplicable

Este aviso se rige por la ley española. Para cualquier controversia, las partes se someten a los juzgados y tribunales que correspondan conforme a la ley.
`,
  privacidad: `Esta política explica cómo trata {{nombre}} tus datos personales, conforme al Reglamento (UE) 2016/679 (RGPD) y a la Ley Orgánica 3/2018 (LOPDGDD).

## Responsable del tratamiento

{{nombre}}, NIF {{nif}}, con domicilio en {{domicilio}}. Contacto: {{email}}.

## Qué datos tratamos y para qué

- **Formulario de contacto:** nombre, email, teléfono (si lo das) y tu mensaje, para responderte. Base: tu consentimiento (art. 6.1.a RGPD).
- **Cuenta de inversor:** nombre, apellidos, email y contraseña (guardada cifrada), para darte acceso a tu área privada. Base: la relación que solicitas (art. 6.1.b RGPD).
- **Participaciones y movimientos:** importes, fechas, IBAN, NIF y domicilio, para gestionar tu inversión, pagarte y cumplir las obligaciones fiscales y contables del club. Base: el contrato (art. 6.1.b) y obligaciones legales (art. 6.1.c).
- **Seguridad:** las direcciones IP y los inicios de sesión, para proteger tu cuenta. Base: interés legítimo (art. 6.1.f).
- **Comunicaciones comerciales:** solo si las aceptas expresamente; puedes retirarlo en cualquier momento.

## Cuánto tiempo los conservamos

Mientras tengas una cuenta o una inversión activa. Después, los datos que la ley obliga a conservar se **bloquean**: se guardan aparte, fuera de toda pantalla, solo a disposición de jueces y autoridades, y se destruyen al acabar el plazo: 6 años para los libros y documentos contables (Código de Comercio, art. 30), 4 años para los datos fiscales (Ley General Tributaria, art. 66) y 10 años cuando se aplique la normativa de prevención del blanqueo de capitales (Ley 10/2010, art. 25). Los mensajes de contacto se borran cuando dejan de ser necesarios.

## Destinatarios

No cedemos tus datos a terceros salvo obligación legal (Agencia Tributaria, juzgados) o a los proveedores que nos prestan servicios (alojamiento, correo electrónico) con contrato de encargado del tratamiento.

## Tus derechos

Puedes acceder a tus datos, rectificarlos, suprimirlos, oponerte, limitar su tratamiento y llevártelos (portabilidad) escribiendo a {{email}}. Desde tu área privada puedes descargar una copia de tus datos. Si crees que no los tratamos bien, puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).
`,
  cookies: `Una cookie es un pequeño archivo que un sitio web guarda en tu navegador. Este sitio solo usa las cookies **estrictamente necesarias** para funcionar, por lo que no necesitan tu consentimiento (artículo 22.2 de la LSSI-CE y guía sobre el uso de cookies de la Agencia Española de Protección de Datos) y no mostramos ningún aviso para aceptarlas.

## Cookies que usa este sitio

| Cookie | Para qué | Duración |
|---|---|---|
| \`better-auth.session_token\` (o \`__Secure-better-auth.session_token\`) | Mantener tu sesión iniciada en el área privada | 7 días |
| \`better-auth.two_factor\` | Recordar, durante el inicio de sesión, que ya diste la contraseña y falta el código de verificación | 10 minutos |
| \`club_signed_in\` | Indicar a las páginas públicas que hay una sesión iniciada, para mostrar el acceso a tu área (no contiene datos personales) | La de la sesión |
| \`sidebar_state\` | Recordar si abriste o cerraste la barra lateral del área privada | 7 días |

Todas son propias: ninguna es de terceros, de análisis ni de publicidad, y ninguna sigue tu navegación por otros sitios.

## Otras preferencias

El tema claro u oscuro que elijas se guarda en el almacenamiento de tu navegador, no en una cookie, y no sale de él.

## Cómo borrarlas

Puedes borrar las cookies desde la configuración de tu navegador. Si lo haces, tendrás que iniciar sesión de nuevo.

Para cualquier duda: {{email}}.
`,
  terminos: `Estas condiciones regulan el uso de este sitio web de {{nombre}} (NIF {{nif}}) y de su área privada.

## Uso del sitio

Puedes consultar las operaciones publicadas libremente. Para participar en una operación necesitas una cuenta de inversor y aceptar el contrato de la operación, que es el que fija tus derechos y obligaciones.

## Tu cuenta

Eres responsable de mantener tu contraseña en secreto y de los datos que nos das, que deben ser ciertos. Avísanos en {{email}} si crees que alguien ha accedido a tu cuenta.

## Información de las operaciones

Las rentabilidades publicadas son estimaciones, no garantías. Lee la documentación de cada operación antes de participar.

## Cambios

Podemos actualizar estas condiciones; la versión vigente y su fecha están siempre en esta página.
`,
  "contrato-deposito": `Contrato de cuenta de depósito entre {{nombre}} (NIF {{nif}}, {{domicilio}}; {{registro}}), "el club", y el titular que lo firma electrónicamente, "el depositante".

**Texto de partida: el club lo sustituye por el que redacte su asesor legal antes de ofrecer la cuenta.**

## Objeto

El depositante entrega al club las cantidades que transfiera a la cuenta del club con la referencia de su cuenta de depósito. El club las anota como saldo a su favor y le abona intereses en las condiciones del apartado «Condiciones en la fecha de la firma», al final de este contrato.

## Intereses

La rentabilidad se expresa como TAE. Los intereses se devengan cada día sobre el saldo y los intereses devengados y no abonados, y se abonan al final de cada periodo, con la retención a cuenta del IRPF que corresponda.

## Retiradas

El depositante puede pedir la devolución de todo o parte del saldo. Se atiende en la siguiente ventana de liquidez del club tras el preaviso publicado, por transferencia al IBAN de sus datos.

## Riesgos

La rentabilidad es un objetivo, no una garantía, salvo que el club diga expresamente otra cosa en esas condiciones. El saldo no está cubierto por el Fondo de Garantía de Depósitos.

## Derecho de desistimiento

El depositante puede desistir de este contrato durante los 14 días naturales siguientes a su firma, sin indicar el motivo y sin penalización (Ley 22/2007, artículos 10 y 11). Puede hacerlo con la función «Desistir del contrato aquí» de su cuenta de depósito, que está disponible durante todo ese plazo, o enviando al club, a {{email}} o a {{domicilio}}, el formulario siguiente u otra declaración inequívoca. El club acusa recibo por email, con la fecha y la hora, y le devuelve el saldo con los intereses devengados hasta el día de la transferencia en un plazo máximo de 30 días.

**Modelo de formulario de desistimiento**

- A la atención de {{nombre}}, {{domicilio}}, {{email}}:
- Por la presente le comunico que desisto de mi contrato de cuenta de depósito.
- Firmado el: …
- Nombre del depositante: …
- Email para el acuse de recibo: …
- Fecha: …

## Firma

Este contrato se firma electrónicamente con un código de un solo uso enviado al email del depositante. El club conserva el texto firmado, su huella SHA-256, la fecha y hora, la dirección y el navegador desde los que se firmó. Dudas: {{email}}.
`,
  reclamaciones: `{{nombre}} atiende las reclamaciones de sus inversores y de cualquier persona a la que haya ofrecido sus servicios, gratis y por escrito.

## Cómo presentarla

- **Si tienes cuenta**: en tu área, "Reclamaciones", con los documentos que la apoyen.
- **Si no la tienes**: con el formulario de esta página, indicando tu nombre y un email.
- O por escrito a {{domicilio}}, o al email {{email}}, indicando tu nombre, tu email, de qué trata y qué pides.

Recibirás al momento un acuse con la **referencia** de tu reclamación y las fechas de cada paso.

## Plazos

1. **Admisión**: te diremos si la admitimos a trámite en el plazo de días hábiles que indica el acuse (10 como máximo, salvo que se indique otro). Si no la admitimos, te daremos los motivos.
2. **Resolución**: la resolveremos por escrito y con sus motivos en el plazo que indica el acuse (dos meses desde que la presentaste, salvo que se indique otro).

Cada paso se te comunica por email y queda en el registro de reclamaciones del club.

## Si no estás de acuerdo

Puedes acudir a los servicios de reclamaciones de los supervisores y a los tribunales. Presentar una reclamación al club no te impide hacerlo.
`,
};
