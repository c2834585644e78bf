import { pagePaths } from "@shop/domain";
import { GuideListScreen, blogPageCopy } from "@shop/ui";
import { PageHead } from "../head.tsx";

export default function BlogRoute() {
  return (
    <>
      <PageHead title={blogPageCopy.title} description={blogPageCopy.intro} crumbs={[{ name: "Blog", path: pagePaths.blog() }]} />
      <GuideListScreen />
    </>
  );
}
