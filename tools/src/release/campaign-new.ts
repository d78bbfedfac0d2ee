import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteDef } from '@shop/shared/contracts/routes';
import { federationName } from '@shop/shared/contracts/routes';
import { SHELL_PAGE_ROUTES } from '@shop/shared/contracts/shell-pages';
import { ReleaseError } from './versioning.ts';

/**
 * `pnpm campaign new <name>`: a seasonal remote from `tools/templates/seasonal-remote/`, laid out
 * like every other remote (route table, pages, features, api, i18n, tests), ready for
 * `pnpm release <name> --whole-remote --from … --until …`. The template is a working remote whose
 * names are replaced: the package `mf-seasonal-template`, its federation name and translation
 * namespace `mf_seasonal_template`, its path `/seasonal-template` and dev port 3099.
 */
export const TEMPLATE_DIR = join(import.meta.dirname, '../../templates/seasonal-remote');

const TEMPLATE = { pkg: 'mf-seasonal-template', federation: 'mf_seasonal_template', route: '/seasonal-template', port: '3099' } as const;
const SELECTION_LINE = /^export const SELECTION: Selection = .*$/m;

/** Product flags a selection may ask for (the back end's filterable campaign flags). */
export const SELECTION_FLAGS = ['is_black_friday', 'is_crazy_hours', 'is_crazy_day', 'is_on_flash_sale', 'is_free_shipping', 'is_second_hand', 'is_gt_global'] as const;

/** Lower-case words of letters and digits joined by single dashes, starting with a letter. */
const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/** One or more kebab-case segments: the remote's page path. */
const ROUTE = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;
/** Package names become folder names, URL segments and Module Federation names: kept short. */
const MAX_NAME = 50;

/**
 * The package name for `name`: `ramadan-2027` and `mf-ramadan-2027` both give `mf-ramadan-2027`
 * (remotes are the workspace's `mf-*` folders). Anything but kebab-case is refused.
 */
export function remotePackageName(name: string): string {
  const pkg = name.startsWith('mf-') ? name : `mf-${name}`;
  if (!KEBAB.test(name) || !KEBAB.test(pkg.slice(3)) || pkg.length > MAX_NAME) {
    throw new ReleaseError(`"${name}" is not a kebab-case name (lower-case letters and digits in words joined by "-", starting with a letter, at most ${MAX_NAME} characters with "mf-")`);
  }
  if (pkg === TEMPLATE.pkg) throw new ReleaseError(`"${name}" is the template's own name; choose the campaign's`);
  return pkg;
}

export interface ScaffoldOptions {
  /** The workspace root (the folder holding `pnpm-workspace.yaml`). */
  rootDir: string;
  name: string;
  /** The page's path; default `/<name without mf->`. */
  route?: string;
  /** Flags every product of the selection carries; default `is_black_friday`. */
  flags?: string[];
  /** Only products of this category. */
  categoryId?: number;
  templateDir?: string;
}

export interface Scaffolded {
  pkg: string;
  dir: string;
  route: string;
  devPort: number;
  files: string[];
}

/** `packages:` entries of `pnpm-workspace.yaml` (the simple list form this repository uses). */
async function workspacePatterns(rootDir: string): Promise<string[]> {
  const text = await readFile(join(rootDir, 'pnpm-workspace.yaml'), 'utf8').catch(() => {
    throw new ReleaseError(`${rootDir} has no pnpm-workspace.yaml: run this from the workspace root`);
  });
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^packages:\s*$/.test(line));
  const patterns: string[] = [];
  // The list ends at the first line that is neither indented nor blank (the next top-level key).
  for (const line of start < 0 ? [] : lines.slice(start + 1)) {
    if (line.trim() !== '' && !/^[ \t]/.test(line)) break;
    const item = /^[ \t]+-\s*['"]?([^'"\s#]+)['"]?/.exec(line);
    if (item) patterns.push(item[1]!);
  }
  return patterns;
}

/** Names of the workspace's packages, from the folders its patterns match (`dir` or `prefix*`). */
async function workspacePackageNames(rootDir: string, patterns: string[]): Promise<Map<string, string>> {
  const dirs = new Set<string>();
  const top = await readdir(rootDir);
  for (const pattern of patterns) {
    if (pattern.endsWith('*') && !pattern.slice(0, -1).includes('*') && !pattern.includes('/')) {
      for (const name of top) if (name.startsWith(pattern.slice(0, -1))) dirs.add(name);
    } else if (!pattern.includes('*')) {
      dirs.add(pattern);
    }
  }
  const names = new Map<string, string>();
  for (const dir of dirs) {
    const pkg = await readFile(join(rootDir, dir, 'package.json'), 'utf8').catch(() => null);
    if (pkg) names.set((JSON.parse(pkg) as { name: string }).name, dir);
  }
  return names;
}

/** The route tables of the remotes already in the workspace (their `src/expose.ts`). */
async function existingRoutes(rootDir: string, remoteDirs: string[]): Promise<{ remote: string; path: string }[]> {
  const found: { remote: string; path: string }[] = [];
  for (const dir of remoteDirs) {
    const file = join(rootDir, dir, 'src', 'expose.ts');
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as { routes?: RouteDef[] };
    for (const route of mod.routes ?? []) found.push({ remote: dir, path: route.path });
  }
  return found;
}

/** Free dev port: one above the highest a remote's `rsbuild.config.ts` uses. */
async function nextDevPort(rootDir: string, remoteDirs: string[]): Promise<number> {
  let highest = 3000;
  for (const dir of remoteDirs) {
    const config = await readFile(join(rootDir, dir, 'rsbuild.config.ts'), 'utf8').catch(() => '');
    for (const m of config.matchAll(/devPort:\s*(\d+)/g)) highest = Math.max(highest, Number(m[1]));
  }
  return highest + 1;
}

function selectionLine(flags: string[], categoryId: number | undefined): string {
  const unknown = flags.filter((f) => !(SELECTION_FLAGS as readonly string[]).includes(f));
  if (unknown.length) throw new ReleaseError(`unknown flag ${unknown.join(', ')} (known: ${SELECTION_FLAGS.join(', ')})`);
  if (categoryId !== undefined && (!Number.isInteger(categoryId) || categoryId <= 0)) throw new ReleaseError('--category takes a category id (a positive whole number)');
  if (flags.length === 0 && categoryId === undefined) throw new ReleaseError('a selection needs a flag or a category');
  const list = [...new Set(flags)].map((f) => `'${f}'`).join(', ');
  return `export const SELECTION: Selection = { flags: [${list}], categoryId: ${categoryId ?? 'null'}, pageSize: 24, sort: { field: 'created_at', direction: 'DESC' } };`;
}

async function templateFiles(dir: string, base = dir): Promise<string[]> {
  const files: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const path = join(dir, e.name);
    if (e.isDirectory()) files.push(...(await templateFiles(path, base)));
    else files.push(relative(base, path));
  }
  return files.toSorted();
}

/**
 * Writes the new remote into `<rootDir>/<mf-name>/`. Refused before anything is written when
 * the name is not kebab-case, a package or folder of that name exists, the workspace would not
 * include it, or its path is already served by the shell or another remote.
 */
export async function scaffoldSeasonalRemote(options: ScaffoldOptions): Promise<Scaffolded> {
  const { rootDir } = options;
  const pkg = remotePackageName(options.name);
  const route = options.route ?? `/${pkg.slice(3)}`;
  if (!ROUTE.test(route)) throw new ReleaseError(`route "${route}" must be kebab-case segments, e.g. /ramadan-2027`);
  const patterns = await workspacePatterns(rootDir);
  if (!patterns.includes('mf-*') && !patterns.includes(pkg)) {
    throw new ReleaseError(`pnpm-workspace.yaml does not include ${pkg} (add "mf-*" to its packages)`);
  }
  const packages = await workspacePackageNames(rootDir, patterns);
  if (packages.has(pkg)) throw new ReleaseError(`a workspace package is already named ${pkg} (${packages.get(pkg)}/)`);
  const dir = join(rootDir, pkg);
  if (existsSync(dir)) throw new ReleaseError(`${pkg}/ already exists`);
  const remoteDirs = [...packages.values()].filter((d) => d.startsWith('mf-')).toSorted();
  const lower = route.toLowerCase();
  const shellClash = SHELL_PAGE_ROUTES.find((r) => r.path.toLowerCase() === lower);
  if (shellClash) throw new ReleaseError(`${route} is a page of the shell`);
  const clash = (await existingRoutes(rootDir, remoteDirs)).find((r) => r.path.toLowerCase() === lower);
  if (clash) throw new ReleaseError(`${route} is already served by ${clash.remote}; pass --route with another path`);
  const selection = options.flags || options.categoryId !== undefined ? selectionLine(options.flags ?? [], options.categoryId) : null;

  const templateDir = options.templateDir ?? TEMPLATE_DIR;
  const devPort = await nextDevPort(rootDir, remoteDirs);
  const files = await templateFiles(templateDir);
  const replace = (text: string): string =>
    text
      .replaceAll(TEMPLATE.pkg, pkg)
      .replaceAll(TEMPLATE.federation, federationName(pkg))
      .replaceAll(TEMPLATE.route, route)
      .replaceAll(TEMPLATE.port, String(devPort));
  await mkdir(dir);
  try {
    for (const file of files) {
      await mkdir(join(dir, file, '..'), { recursive: true });
      let text = replace(await readFile(join(templateDir, file), 'utf8'));
      if (selection && file.endsWith('selection.ts')) text = text.replace(SELECTION_LINE, selection);
      await writeFile(join(dir, file), text);
    }
  } catch (error) {
    // Half a remote is worse than none: the next attempt starts clean.
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { pkg, dir, route, devPort, files };
}
