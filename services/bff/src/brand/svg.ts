// The brand's pictures are served from the portal's own origin as image/svg+xml: opened on its
// own, an SVG is a document that runs scripts and follows links like a page. So a picture is read
// with an XML parser (saxes, namespaces resolved, as a browser reads it) and kept only when it is
// a drawing: every element and attribute on an allow-list, links only to a part of the picture
// itself, no DOCTYPE (entities could expand to anything), no processing instruction. A pattern
// over the text cannot see through a prefix (<svg:script>), an entity or a character reference
// (jav&#x61;script:); the parser's names and values are what the browser will see.
import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';

const SVG = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';
const XML = 'http://www.w3.org/XML/1998/namespace';
const XMLNS = 'http://www.w3.org/2000/xmlns/';

/** What a logo or a favicon is drawn with. */
const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
]);

/** Why a well-known element is refused, in the words of the problem list. */
const REFUSED_ELEMENTS: Record<string, string> = {
  script: 'a script',
  handler: 'a script',
  foreignObject: 'foreign content (HTML inside the picture)',
  iframe: 'foreign content (HTML inside the picture)',
  animate: 'an animation, which can change a link or an attribute',
  animateMotion: 'an animation, which can change a link or an attribute',
  animateTransform: 'an animation, which can change a link or an attribute',
  animateColor: 'an animation, which can change a link or an attribute',
  set: 'an animation, which can change a link or an attribute',
  discard: 'an animation, which can change a link or an attribute',
  a: 'a link',
  image: 'a picture loaded from elsewhere',
  feImage: 'a picture loaded from elsewhere',
  style: 'a style sheet',
};

/** The drawing's attributes, without a namespace. No `style`: CSS can load and link. */
const ATTRIBUTES = new Set([
  'id',
  'class',
  'viewBox',
  'preserveAspectRatio',
  'version',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'dx',
  'dy',
  'd',
  'points',
  'pathLength',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'opacity',
  'color',
  'display',
  'visibility',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'vector-effect',
  'paint-order',
  'shape-rendering',
  'text-rendering',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'textLength',
  'lengthAdjust',
  'rotate',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'role',
  'aria-label',
  'aria-labelledby',
  'aria-describedby',
  'aria-hidden',
  'focusable',
  'lang',
  'href',
]);

/** A link to a part of the picture itself: '#logo-mark'. */
const LOCAL_LINK = /^#[A-Za-z_][\w.:-]*$/;
/** A url() of a paint or a clip that is not a part of the picture itself. */
const OUTSIDE_URL = /url\(\s*['"]?\s*(?!#)/i;

class Refusal extends Error {}

function attributeProblem(attribute: SaxesAttributeNS, element: string): string | null {
  const { uri, local, name, value } = attribute;
  if (uri === XMLNS || (uri === XML && (local === 'space' || local === 'lang'))) return null;
  const where = `${name} on <${element}>`;
  const isLink = (uri === '' && local === 'href') || (uri === XLINK && local === 'href');
  if (isLink) {
    if (LOCAL_LINK.test(value)) return null;
    // What a browser would follow: spaces and control characters inside the scheme are dropped.
    const scheme = Array.from(value)
      .filter((ch) => ch > ' ')
      .join('')
      .toLowerCase();
    if (scheme.startsWith('javascript:')) return `contains ${where}: a javascript: address`;
    return `contains ${where}: a link outside the picture`;
  }
  if (uri === '' && /^on/i.test(local)) return `contains ${where}: an event handler`;
  if (uri !== '' || !ATTRIBUTES.has(local))
    return `contains ${where}, an attribute not on the allow-list`;
  if (OUTSIDE_URL.test(value)) return `contains ${where}: a reference outside the picture`;
  return null;
}

function elementProblem(tag: SaxesTagNS, isRoot: boolean): string | null {
  if (isRoot && (tag.uri !== SVG || tag.local !== 'svg')) return 'is not an SVG image';
  const known = tag.uri === SVG ? REFUSED_ELEMENTS[tag.local] : undefined;
  if (known) return `contains <${tag.name}>: ${known}`;
  if (tag.uri !== SVG || !ELEMENTS.has(tag.local))
    return `contains <${tag.name}>, an element not on the allow-list`;
  for (const attribute of Object.values(tag.attributes)) {
    const problem = attributeProblem(attribute, tag.name);
    if (problem) return problem;
  }
  return null;
}

/**
 * The first reason a brand picture is refused, worded to follow "brand picture <path> ", or null
 * when it is a drawing the portal may serve.
 */
export function svgProblem(text: string): string | null {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let seenRoot = false;
  const refuse = (reason: string): never => {
    throw new Refusal(reason);
  };
  parser.on('doctype', () =>
    refuse('declares a DOCTYPE: entities and external definitions are not allowed'),
  );
  parser.on('processinginstruction', ({ target }) =>
    refuse(`contains the processing instruction <?${target}?>`),
  );
  parser.on('opentag', (tag) => {
    const problem = elementProblem(tag, !seenRoot);
    seenRoot = true;
    if (problem) refuse(problem);
  });
  parser.on('error', (error) =>
    refuse(
      seenRoot ? `is not well-formed XML (${error.message.split('\n')[0]})` : 'is not an SVG image',
    ),
  );
  try {
    parser.write(text.startsWith('\uFEFF') ? text.slice(1) : text).close();
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    throw error;
  }
  return seenRoot ? null : 'is not an SVG image';
}
