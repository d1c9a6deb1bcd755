import type { ComponentType } from "react";
import { PageHeader } from "@/components/dashboard/page-header";
import type { RawParams, SortDirection } from "@/lib/table-query";
import type { Actor } from "@/server/core/actor";
import { adminPage } from "./admin-page";

type Sorted = { sort: string; dir: SortDirection };

/** A loader per prop: what each one's promise gives is the prop's value. */
type Loaders<E> = { [K in keyof E]: (actor: Actor) => Promise<E[K]> };

type ListScreen<Q extends Sorted, P, E extends object> = {
  title: string;
  /** A function when it depends on the configuration read at request time. */
  subtitle: string | (() => string);
  /** The entity's query parser, the same its API route uses. */
  parse: (params: RawParams) => Q;
  /** The page of rows the query selects: the entity's list function, the same its API route calls. */
  list: (actor: Actor, query: Q) => Promise<P>;
  /** What else the table is given, each prop read alongside the rows: the options its filters offer, a setting. */
  extras?: Loaders<E>;
  Table: ComponentType<NoInfer<{ page: P } & E & Sorted>>;
};

/** Every loader at once, each with the actor: their values under the same names. */
async function loadAll<E>(loaders: Loaders<E> | undefined, actor: Actor): Promise<E> {
  const entries = Object.entries<(actor: Actor) => Promise<unknown>>(loaders ?? {});
  return Object.fromEntries(await Promise.all(entries.map(async ([prop, load]) => [prop, await load(actor)]))) as E;
}

/**
 * An admin list screen: its heading, then its table over the page of rows that the address's
 * query (search, filters, sort, page) selects.
 */
export function listScreen<Q extends Sorted, P, E extends object = object>({
  title,
  subtitle,
  parse,
  list,
  extras,
  Table,
}: ListScreen<Q, P, E>) {
  return adminPage(async function AdminListScreen(actor, { searchParams }: { searchParams: Promise<RawParams> }) {
    const query = parse(await searchParams);
    const [page, more] = await Promise.all([list(actor, query), loadAll(extras, actor)]);
    return (
      <>
        <PageHeader title={title} subtitle={typeof subtitle === "string" ? subtitle : subtitle()} />
        <Table {...more} page={page} sort={query.sort} dir={query.dir} />
      </>
    );
  });
}
