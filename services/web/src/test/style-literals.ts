// The colour and size literals written in a file's styles (styled-components and css`` templates,
// inline style props): what the tokens tests (features-use-tokens.test.ts, the layouts' own) find.
import ts from 'typescript';

const STYLE_TAGS = /^(styled\b|css$|keyframes$|createGlobalStyle$)/;
const COLOUR =
  /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|(?<![\w-])(?:white|black|red|green|blue|orange|gray|grey|yellow)(?![\w-])/i;
const SIZE = /(?<![\w.#-])-?(?:\d+\.?\d*|\.\d+)(?:px|rem|em|pt)\b/;

/** The literal texts of a style: a template's static parts and any string inside it. */
function textsOf(node: ts.Node): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (child: ts.Node): void => {
    if (
      ts.isStringLiteral(child) ||
      ts.isNoSubstitutionTemplateLiteral(child) ||
      ts.isTemplateHead(child) ||
      ts.isTemplateMiddle(child) ||
      ts.isTemplateTail(child)
    ) {
      found.push(child);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** Colour and size literals in the styles of a file's source text, as "file:line literal". */
export function styleLiterals(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const problems: string[] = [];
  const report = (node: ts.Node) => {
    const literal = (node as ts.LiteralLikeNode).text;
    for (const pattern of [COLOUR, SIZE]) {
      for (const match of literal.matchAll(new RegExp(pattern, 'gi'))) {
        // The literal's text starts one character in (after its quote, backtick or brace).
        const at = node.getStart() + 1 + match.index;
        const line = source.getLineAndCharacterOfPosition(at).line + 1;
        problems.push(`${fileName}:${line} ${match[0]}`);
      }
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && STYLE_TAGS.test(node.tag.getText(source))) {
      textsOf(node.template).forEach(report);
      return;
    }
    if (ts.isJsxAttribute(node) && node.name.getText(source) === 'style' && node.initializer) {
      textsOf(node.initializer).forEach(report);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}
