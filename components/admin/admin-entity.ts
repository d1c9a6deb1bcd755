import type { EntityMessages } from "./use-entity-actions";

/**
 * One kind of row the back-office lists, creates, edits and deletes: where its API is, how the
 * screens name it, and what its search box looks in. The specification's texts about it (the
 * table's name, "Nuevo …", "Editar …", the empty list, the toasts) follow from the names, the way
 * docs/specification.md §8 writes them: "Contrato creado / actualizado / eliminado".
 */
export type AdminEntity = {
  /** Its collection, e.g. "/api/investments" (a row is `${endpoint}/${id}`). */
  endpoint: string;
  names: { singular: string; plural: string; feminine?: boolean };
  /** The search box's placeholder: the fields it searches. */
  search: string;
  /** Toasts that do not follow the pattern (Operación: "No se pudo guardar la operación"). */
  messages?: Partial<EntityMessages>;
};

const lower = (word: string) => word.toLocaleLowerCase("es");

/** "Nuevo Contrato", "Nueva Participación". */
export const newTitle = ({ names }: AdminEntity) => `${names.feminine ? "Nueva" : "Nuevo"} ${names.singular}`;

/** The create/edit dialog's title: "Editar Contrato" for a row, "Nuevo Contrato" for none. */
export const dialogTitle = (entity: AdminEntity, editing: boolean) => (editing ? `Editar ${entity.names.singular}` : newTitle(entity));

/** "No se encontraron contratos." */
export const emptyListText = ({ names }: AdminEntity) => `No se encontraron ${lower(names.plural)}.`;

/** "Contrato creado", "No se pudo crear el contrato"…, with the entity's own exceptions. */
export function entityMessages({ names, messages }: AdminEntity): EntityMessages {
  const done = (participle: string) => `${names.singular} ${participle}${names.feminine ? "a" : "o"}`;
  const failed = (verb: string) => `No se pudo ${verb} ${names.feminine ? "la" : "el"} ${lower(names.singular)}`;
  return {
    created: done("cread"),
    updated: done("actualizad"),
    deleted: done("eliminad"),
    createFailed: failed("crear"),
    updateFailed: failed("actualizar"),
    deleteFailed: failed("eliminar"),
    ...messages,
  };
}
