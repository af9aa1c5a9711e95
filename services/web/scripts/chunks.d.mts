/** One chunk of the Vite manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest;
export function entryKey(manifest: Manifest): string;
export function staticClosure(manifest: Manifest, keys: string[]): string[];
export function gzipSize(dist: string, file: string): number;
export function javaScriptOf(
  dist: string,
  manifest: Manifest,
  keys: string[],
): Array<{ file: string; gzip: number }>;
export function initialJavaScript(dist: string): {
  files: Array<{ file: string; gzip: number }>;
  gzip: number;
};
