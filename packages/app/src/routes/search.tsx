import { SearchScreen } from "@shop/ui";
import { useSearchParams } from "react-router";
import { PageHead } from "../head.tsx";

export default function SearchRoute() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get("q")?.trim();
  return (
    <>
      <PageHead title={query ? `Parts matching "${query}"` : "Search Parts"} noindex />
      <SearchScreen />
    </>
  );
}
