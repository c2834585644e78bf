import { pagePaths } from "@shop/domain";
import { useId } from "react";
import type * as React from "react";
import { useNavigate } from "react-router";
import { useBrands } from "../../api/index.ts";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { SearchIcon } from "../../components/Header/icons.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { Input } from "../../components/ui/Input.tsx";
import { CatalogueListing } from "../shared/CatalogueListing.tsx";
import { useCatalogueParams } from "../shared/useCatalogueParams.ts";

const pageClass = "mx-auto grid max-w-7xl gap-6 px-4 py-6 md:py-10";

/**
 * The search page (/search?q=, where the header's search box goes): a heading with the query,
 * then the same listing as a category page over every part matching the name, part number,
 * brand or a compatible model, with a brand filter across all brands. With no query it asks for
 * one; with no match it shows 'No Parts Found'. The query, filters, sort and page live in the URL.
 */
export function SearchScreen() {
  const params = useCatalogueParams({ searchKey: "q", keepSearchOnClear: true });
  const brands = useBrands();

  if (params.search === "") return <SearchPrompt />;

  return (
    <div data-slot="search-screen" className={pageClass}>
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-balance">
          Search results for <q className="break-words">{params.search}</q>
        </h1>
        <p className="text-muted-foreground">Parts matching the name, part number, brand or a compatible model number.</p>
      </div>
      <CatalogueListing
        params={params}
        scope={{}}
        filterBy="brand"
        options={brands.data ?? []}
        optionsLoading={brands.isPending}
        searchIsQuery
        searchLabel="Search for"
        searchPlaceholder="Part name, part number or model number"
      />
    </div>
  );
}

/** /search with no query: what to type, and a box to type it in. */
function SearchPrompt() {
  const navigate = useNavigate();
  const inputId = useId();
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("q") as HTMLInputElement | null;
    const query = input?.value.trim() ?? "";
    if (query === "") {
      input?.focus();
      return;
    }
    void navigate(pagePaths.search(query));
  };
  return (
    <div data-slot="search-screen" className={pageClass}>
      <EmptyState
        size="page"
        headingLevel={1}
        icon={<SearchIcon />}
        title="Search Parts"
        description="Type a part name, a part number or your appliance's model number to find the parts that fit."
        action={
          <form role="search" aria-label="Catalogue" onSubmit={onSubmit} className="flex w-full max-w-md gap-2">
            <label htmlFor={inputId} className="sr-only">
              Search for
            </label>
            <Input id={inputId} name="q" type="search" autoComplete="off" enterKeyHint="search" placeholder="e.g. WRF555SDFZ or water filter" />
            <Button type="submit">Search</Button>
          </form>
        }
      />
    </div>
  );
}
