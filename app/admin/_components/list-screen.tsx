import type { ComponentType } from "react";
import { PageHeader } from "@/components/dashboard/page-header";
import type { RawParams, SortDirection } from "@/lib/table-query";
import type { Actor } from "@/server/auth/actor";
import { pageActor } from "@/server/auth/session";

type Sorted = { sort: string; dir: SortDirection };

type ListScreen<Q extends Sorted, P> = {
  title: string;
  /** A function when it depends on the configuration read at request time. */
  subtitle: string | (() => string);
  /** The entity's query parser, the same its API route uses. */
  parse: (params: RawParams) => Q;
  /** What the table shows besides the sort: the page of rows, and any options its filters offer. */
  load: (actor: Actor, query: Q) => Promise<P>;
  Table: ComponentType<P & Sorted>;
};

/**
 * An admin list screen: its heading, then its table over the page of rows that the address's
 * query (search, filters, sort, page) selects. The admin layout has already sent anyone else away;
 * the data functions check the caller again.
 */
export function listScreen<Q extends Sorted, P extends object>({ title, subtitle, parse, load, Table }: ListScreen<Q, P>) {
  return async function AdminListScreen({ searchParams }: { searchParams: Promise<RawParams> }) {
    const actor = await pageActor("admin");
    if (!actor) return null;
    const query = parse(await searchParams);
    const shown = await load(actor, query);
    return (
      <>
        <PageHeader title={title} subtitle={typeof subtitle === "string" ? subtitle : subtitle()} />
        <Table {...shown} sort={query.sort} dir={query.dir} />
      </>
    );
  };
}
