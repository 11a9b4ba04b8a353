import { useMemo, useState } from 'react';
import type { PricingRow } from '../pricing/pricing-maps.ts';

/** SET-030: the pricing editor shows 10 models a page (the spec's value; the size menu still offers more). */
export const PRICING_PAGE_SIZE = 10;

/**
 * Search, paging, selection and order of the visual editor's rows: models added in this visit come
 * first (where they can be seen), the rest in the order the option maps list them.
 */
export function useVisualListing(rows: readonly PricingRow[]) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PRICING_PAGE_SIZE);
  const [selected, setSelected] = useState<string[]>([]);
  const [added, setAdded] = useState<string[]>([]);

  const filtered = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const first = added.map((name) => rows.find((row) => row.name === name)).filter((row): row is PricingRow => row !== undefined);
    const rest = rows.filter((row) => !added.includes(row.name));
    return [...first, ...rest].filter((row) => needle === '' || row.name.toLowerCase().includes(needle));
  }, [rows, added, search]);

  return {
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(0);
    },
    page,
    setPage,
    pageSize,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(0);
    },
    total: filtered.length,
    pageRows: filtered.slice(page * pageSize, (page + 1) * pageSize),
    selected,
    setSelected,
    /** A new model goes to the top of the first page, with the search cleared so it shows. */
    showFirst: (name: string) => {
      setAdded((current) => [name, ...current.filter((entry) => entry !== name)]);
      setSearchText('');
      setPage(0);
    },
    forget: (name: string) => setSelected((current) => current.filter((entry) => entry !== name)),
  };
}
