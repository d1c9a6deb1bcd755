import "server-only";

/** What `datos.json` is, at its head, for the person who opens it (and whoever they hand it to). */
export function about(generatedAt: Date, subject: { id: string; email: string | null }) {
  return {
    descripcion:
      "Copia de los datos personales que el club guarda sobre ti, descargada por ti desde «Mis datos» " +
      "(derecho de acceso y de portabilidad: RGPD, artículos 15 y 20).",
    generadoEl: generatedAt.toISOString(),
    persona: subject,
    formato:
      "Los nombres de las secciones están en español; los de los campos, como los guarda la base de datos del club. " +
      "Importes en euros como texto decimal con punto («1234.50»); fechas y horas en ISO 8601 (UTC); " +
      "fechas de calendario como AAAA-MM-DD.",
    secciones: {
      perfil: "Tus datos de usuario: nombre, contacto, NIF/NIE, IBAN, preferencias de correo y fechas de la cuenta.",
      metodosDeAcceso: "Cómo inicias sesión (sin contraseñas ni claves).",
      participaciones:
        "Tus participaciones, con el título de su operación y lo que aportaste (paid), lo que recibiste según el banco (received) y lo que el club te ha ordenado transferir y aún no ha llegado (toReceive).",
      transferencias:
        "Las transferencias que el club te ordenó (liquidaciones y retiradas de la cuenta de depósito) y su estado: ordenada, enviada al banco, completada o anulada.",
      movimientos: "Tus movimientos (aportaciones, devoluciones, beneficios, retenciones…).",
      documentos:
        "Los documentos dirigidos a tus participaciones; «file» es su archivo dentro de este ZIP y «link» su enlace cuando no es un archivo guardado.",
      contratos: "Los contratos dirigidos a tus participaciones, con su archivo como en «documentos».",
      certificadosFiscales: "Los certificados de retenciones que el club te emitió (importes certificados por año).",
      correos: "Los correos que el club envió a tu dirección (sin los enlaces de un solo uso ni los adjuntos).",
      accesos: "Inicios de sesión, intentos fallidos con tu dirección y cierres de sesión; y tus sesiones abiertas.",
      consentimientos: "Los consentimientos que diste o retiraste, con la versión del texto.",
      descargas: "Los archivos privados que descargaste, cuándo y desde qué dirección.",
      mensajesDeContacto: "Los mensajes que enviaste desde el formulario de contacto con tu dirección.",
    },
    archivos: "Las carpetas «documentos» y «contratos» de este ZIP guardan los archivos de esos documentos y contratos.",
  };
}
