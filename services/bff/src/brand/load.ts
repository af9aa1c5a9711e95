// The supplier's brand file and its pictures, read once at start-up with the configuration
// (conventions §6): BRAND names a file of config/brands, BRAND_FILE gives a path;
// the logos and the favicon sit beside it, in a folder named like the file. Every problem — an
// unreadable file, a bad field, a colour pair below WCAG AA, a missing or unsafe picture — is
// returned, so the start-up lists them all.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { publicBrand, validateBrand, type Brand } from '@portal/shared/brand';
import { svgProblem } from './svg.ts';

export const BRAND_ASSETS = ['logo-light.svg', 'logo-dark.svg', 'favicon.svg'] as const;
export type BrandAsset = (typeof BRAND_ASSETS)[number];

export const DEFAULT_BRAND = 'demo';
/** A picture larger than this is a mistake (an embedded bitmap), not a logo. */
const MAX_ASSET_BYTES = 256 * 1024;
const BRAND_NAME = /^[a-z0-9][a-z0-9-]*$/;

export interface LoadedBrand {
  brand: Brand;
  /** The file it came from, for the log. */
  file: string;
  assets: Record<BrandAsset, Buffer>;
  /** What every page carries: the brand without its legal texts, as JSON. */
  publicJson: string;
}

export interface BrandLoad {
  brand: LoadedBrand | null;
  problems: string[];
}

function brandFile(env: NodeJS.ProcessEnv, brandsDir: string): { file?: string; problem?: string } {
  const name = env.BRAND?.trim() ?? '';
  const path = env.BRAND_FILE?.trim() ?? '';
  if (name && path) return { problem: 'set BRAND or BRAND_FILE, not both' };
  if (path) return { file: resolve(path) };
  const chosen = name || DEFAULT_BRAND;
  if (!BRAND_NAME.test(chosen)) {
    return {
      problem: `BRAND must be the name of a file of ${brandsDir} (lower-case letters, digits, -) (got ${chosen})`,
    };
  }
  return { file: join(brandsDir, `${chosen}.json`) };
}

/** The picture's problem, if any: missing, too large, not an SVG, or not only a drawing (svg.ts). */
function assetProblem(path: string, content: Buffer | null): string | null {
  if (content === null) return `brand picture ${path} is missing`;
  if (content.length > MAX_ASSET_BYTES)
    return `brand picture ${path} is larger than ${MAX_ASSET_BYTES / 1024} KB`;
  const problem = svgProblem(content.toString('utf8'));
  return problem === null ? null : `brand picture ${path} ${problem}`;
}

function readIfFile(path: string): Buffer | null {
  return existsSync(path) && statSync(path).isFile() ? readFileSync(path) : null;
}

export function loadBrand(env: NodeJS.ProcessEnv, brandsDir: string): BrandLoad {
  const { file, problem } = brandFile(env, brandsDir);
  if (!file) return { brand: null, problems: [problem ?? 'no brand file'] };

  const text = readIfFile(file)?.toString('utf8');
  if (text === undefined) return { brand: null, problems: [`brand file ${file} does not exist`] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return {
      brand: null,
      problems: [`brand file ${file} is not JSON: ${(error as Error).message}`],
    };
  }
  const validation = validateBrand(parsed);
  const problems = validation.ok ? [] : validation.problems.map((p) => `brand file ${file}: ${p}`);

  const folder = join(dirname(file), basename(file, extname(file)));
  const assets = {} as Record<BrandAsset, Buffer>;
  for (const asset of BRAND_ASSETS) {
    const path = join(folder, asset);
    const content = readIfFile(path);
    const assetIssue = assetProblem(path, content);
    if (assetIssue) problems.push(assetIssue);
    else assets[asset] = content as Buffer;
  }

  if (!validation.ok || problems.length > 0) return { brand: null, problems };
  return {
    brand: {
      brand: validation.brand,
      file,
      assets,
      publicJson: JSON.stringify(publicBrand(validation.brand)),
    },
    problems: [],
  };
}
