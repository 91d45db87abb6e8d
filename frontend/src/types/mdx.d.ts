// Content files (src/content/<kind>/<slug>.mdx) compiled by @mdx-js/rollup with remark-mdx-frontmatter.
declare module "*.mdx" {
  import type { MDXProps } from "mdx/types";

  /** The YAML front-matter, checked per kind by src/content/content.test.ts. */
  export const frontmatter: Record<string, unknown>;
  export default function MDXContent(props: MDXProps): React.JSX.Element;
}
