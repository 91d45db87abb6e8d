/**
 * Remark plugin (registered in vite.config.ts for every MDX file): adds
 * `export const wordCount = <n>` to the compiled module, the number of words a reader reads —
 * paragraphs, headings, lists, table cells and link text; not the front-matter, code or ESM.
 *
 * The blog reads it with the front-matter (`?meta` imports) to show "8 min read" without
 * loading the article bodies. No dependencies: the tree types below are the few fields used.
 */

interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
  data?: Record<string, unknown>;
}

/** Nodes whose text is not read as prose. */
const SKIPPED = new Set(["yaml", "toml", "code", "html", "mdxjsEsm", "mdxFlowExpression", "mdxTextExpression"]);

/** Whitespace-separated tokens holding at least one letter or digit ("R-24", "won't", "30-50%"). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** The readable text of a Markdown tree, one space between nodes. */
export function readableText(node: MarkdownNode): string {
  if (SKIPPED.has(node.type)) return "";
  if (typeof node.value === "string") return node.value;
  return (node.children ?? []).map(readableText).join(" ");
}

/** An ESM node `export const <name> = <value>;` with the estree MDX compiles from. */
function exportConstant(name: string, value: number): MarkdownNode {
  return {
    type: "mdxjsEsm",
    value: `export const ${name} = ${value};`,
    data: {
      estree: {
        type: "Program",
        sourceType: "module",
        body: [
          {
            type: "ExportNamedDeclaration",
            specifiers: [],
            source: null,
            attributes: [],
            declaration: {
              type: "VariableDeclaration",
              kind: "const",
              declarations: [
                {
                  type: "VariableDeclarator",
                  id: { type: "Identifier", name },
                  init: { type: "Literal", value, raw: String(value) },
                },
              ],
            },
          },
        ],
      },
    },
  };
}

export function remarkWordCount() {
  return (tree: MarkdownNode) => {
    const words = countWords(readableText(tree));
    (tree.children ??= []).push(exportConstant("wordCount", words));
  };
}
