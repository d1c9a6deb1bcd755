/** What tests/e2e/backdated-rows.ts writes before the server starts, as the specs find it. */
export const BACKDATED = {
  email: "rosa.pasada@e2e.example",
  password: "clave-de-la-prueba-e2e",
  operationTitle: "Operación con la reflexión pasada",
  operationSlug: "operacion-con-la-reflexion-pasada",
  participationId: "00000000-0000-4000-8000-0000000e2e05",
} as const;
