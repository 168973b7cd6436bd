import { useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { fetchListPage, type DensePage, type SortState } from "./dense-table";

/**
 * A back-office list's filters, kept in the address (so a filtered list can be shared and
 * reloaded): the search box applies after a pause in typing, the other filters at once, and
 * `loadPage` fetches one page of `endpoint` under them.
 */
export function useListFilters<Row>(filters: readonly string[], endpoint: string, listKey: string) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get("q") ?? "");

  // Typing searches after a pause, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((params.get("q") ?? "") === search.trim()) return;
      const next = new URLSearchParams(params);
      if (search.trim()) next.set("q", search.trim());
      else next.delete("q");
      setParams(next, { replace: true, preventScrollReset: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [search, params, setParams]);

  const filterKey = filters.join(",");
  const filterQuery = useMemo(() => {
    const query = new URLSearchParams();
    for (const key of filterKey.split(",")) {
      const value = params.get(key);
      if (value) query.set(key, value);
    }
    return query.toString();
  }, [params, filterKey]);

  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const loadPage = useCallback(
    ({ skip, limit, sort: s }: { skip: number; limit: number; sort: SortState | null }): Promise<DensePage<Row>> =>
      fetchListPage<Row>(`${endpoint}?${filterQuery}${filterQuery ? "&" : ""}skip=${skip}&limit=${limit}${s ? `&sort=${s.column}&order=${s.order}` : ""}`, listKey),
    [endpoint, filterQuery, listKey],
  );

  return { params, search, setSearch, filterQuery, setFilter, loadPage };
}
