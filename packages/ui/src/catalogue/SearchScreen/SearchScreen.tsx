import { pagePaths } from "@shop/domain";
import { useNavigate } from "react-router";
import { useBrandLinks } from "../links.ts";
import { EmptyState } from "../../shell/EmptyState/EmptyState.tsx";
import { SearchIcon } from "../../design/icons/index.ts";
import { Page } from "../../design/primitives/Page.tsx";
import { SearchField } from "../../design/primitives/SearchField.tsx";
import { CatalogueListing } from "../listing/CatalogueListing.tsx";
import { useCatalogueParams } from "../listing/useCatalogueParams.ts";

/**
 * The search page (/search?q=, where the header's search box goes): a heading with the query,
 * then the same listing as a category page over every part matching the name, part number,
 * brand or a compatible model, with a brand filter across all brands. With no query it asks for
 * one; with no match it shows 'No Parts Found'. The query, filters, sort and page live in the URL.
 */
export function SearchScreen() {
  const params = useCatalogueParams({ searchKey: "q", keepSearchOnClear: true });
  const brands = useBrandLinks();

  if (params.search === "") return <SearchPrompt />;

  return (
    <Page data-slot="search-screen" padding="listing" gap="md">
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
    </Page>
  );
}

/** /search with no query: what to type, and a box to type it in. */
function SearchPrompt() {
  const navigate = useNavigate();
  return (
    <Page data-slot="search-screen" padding="listing" gap="md">
      <EmptyState
        size="page"
        headingLevel={1}
        icon={<SearchIcon />}
        title="Search Parts"
        description="Type a part name, a part number or your appliance's model number to find the parts that fit."
        action={
          <SearchField
            mode="submit"
            aria-label="Catalogue"
            className="w-full max-w-md"
            label="Search for"
            hideLabel
            placeholder="e.g. WRF555SDFZ or water filter"
            inputProps={{ name: "q" }}
            button={{ label: "Search" }}
            onSearch={(query) => void navigate(pagePaths.search(query))}
          />
        }
      />
    </Page>
  );
}
