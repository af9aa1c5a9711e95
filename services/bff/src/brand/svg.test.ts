// A brand picture is served from the portal's origin: only a drawing passes, read with an XML
// parser, and each refusal names its reason.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDS_DIR } from '../config.ts';
import { svgProblem } from './svg.ts';

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK_NS = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (inner: string, attributes = '') => `<svg ${SVG_NS}${attributes}>${inner}</svg>`;

describe('a brand picture is a drawing', () => {
  it('every picture of config/brands passes', () => {
    const pictures = readdirSync(DEFAULT_BRANDS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((dir) =>
        readdirSync(join(DEFAULT_BRANDS_DIR, dir.name)).map((file) =>
          join(DEFAULT_BRANDS_DIR, dir.name, file),
        ),
      );
    expect(pictures.length).toBeGreaterThanOrEqual(6);
    for (const path of pictures) expect(svgProblem(readFileSync(path, 'utf8')), path).toBeNull();
  });

  it('a drawing with gradients, clips, a title and links inside itself passes', () => {
    const drawing = svg(
      `<title>Logo</title><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>
       <clipPath id="c"><rect width="4" height="4"/></clipPath><path id="p" d="M0 0h4"/></defs>
       <g clip-path="url(#c)" fill="url(#g)"><use href="#p"/><use xlink:href="#p"/></g>
       <text x="1" y="2" xml:space="preserve">Energia <![CDATA[& Gas]]></text>`,
      ` ${XLINK_NS} viewBox="0 0 4 4"`,
    );
    expect(svgProblem(`\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n${drawing}`)).toBeNull();
  });

  it('refuses the five forms a pattern let through, each with its reason', () => {
    const prefixed = `<svg ${SVG_NS} xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg>`;
    expect(svgProblem(prefixed)).toBe('contains <svg:script>: a script');

    const entity = `<!DOCTYPE svg [<!ENTITY s "&#60;script&#62;alert(1)&#60;/script&#62;">]>${svg('&s;')}`;
    expect(svgProblem(entity)).toBe(
      'declares a DOCTYPE: entities and external definitions are not allowed',
    );

    for (const attribute of ['href', 'xlink:href'])
      expect(
        svgProblem(svg(`<use ${attribute}="jav&#x61;script:alert(1)"/>`, ` ${XLINK_NS}`)),
      ).toBe(`contains ${attribute} on <use>: a javascript: address`);

    expect(
      svgProblem(svg('<animate attributeName="href" to="javascript:alert(1)" begin="0s"/>')),
    ).toBe('contains <animate>: an animation, which can change a link or an attribute');
    expect(svgProblem(svg('<set attributeName="href" to="javascript:alert(1)"/>'))).toBe(
      'contains <set>: an animation, which can change a link or an attribute',
    );

    const foreign = `<svg ${SVG_NS} xmlns:x="http://www.w3.org/2000/svg"><x:foreignObject><p xmlns="http://www.w3.org/1999/xhtml">hi</p></x:foreignObject></svg>`;
    expect(svgProblem(foreign)).toBe(
      'contains <x:foreignObject>: foreign content (HTML inside the picture)',
    );
  });

  it('refuses handlers, outside links and references, unknown elements and attributes', () => {
    expect(svgProblem(svg('<rect onclick="alert(1)"/>'))).toBe(
      'contains onclick on <rect>: an event handler',
    );
    expect(svgProblem(svg('<rect ONLOAD="alert(1)"/>'))).toBe(
      'contains ONLOAD on <rect>: an event handler',
    );
    expect(svgProblem(svg('<use href="https://x.example/a.svg#p"/>'))).toBe(
      'contains href on <use>: a link outside the picture',
    );
    expect(svgProblem(svg('<use href=" java\tscript:alert(1)"/>'))).toBe(
      'contains href on <use>: a javascript: address',
    );
    expect(svgProblem(svg('<rect fill="url(https://x.example/p.svg#g)"/>'))).toBe(
      'contains fill on <rect>: a reference outside the picture',
    );
    expect(svgProblem(svg('<rect style="fill:url(https://x.example/)"/>'))).toBe(
      'contains style on <rect>, an attribute not on the allow-list',
    );
    expect(svgProblem(svg('<image href="https://x.example/p.png"/>'))).toBe(
      'contains <image>: a picture loaded from elsewhere',
    );
    expect(svgProblem(svg('<a href="#x"><rect/></a>'))).toBe('contains <a>: a link');
    expect(svgProblem(svg('<style>rect{fill:red}</style>'))).toBe(
      'contains <style>: a style sheet',
    );
    expect(svgProblem(svg('<h:div xmlns:h="http://www.w3.org/1999/xhtml"/>'))).toBe(
      'contains <h:div>, an element not on the allow-list',
    );
    expect(svgProblem(svg('<rect xmlns:i="urn:x" i:label="a"/>'))).toBe(
      'contains i:label on <rect>, an attribute not on the allow-list',
    );
    expect(svgProblem(`<?xml-stylesheet href="x.css"?>${svg('')}`)).toBe(
      'contains the processing instruction <?xml-stylesheet?>',
    );
  });

  it('refuses what is not an SVG image or not well-formed XML', () => {
    expect(svgProblem('GIF89a')).toBe('is not an SVG image');
    expect(svgProblem('')).toBe('is not an SVG image');
    expect(svgProblem('<svg><rect/></svg>')).toBe('is not an SVG image');
    expect(svgProblem(`<html ${SVG_NS}/>`)).toBe('is not an SVG image');
    expect(svgProblem(svg('<rect>'))).toMatch(/^is not well-formed XML \(/);
    expect(svgProblem(svg('<svg:rect/>'))).toMatch(/^is not well-formed XML \(/);
  });
});
