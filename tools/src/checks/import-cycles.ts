import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { importsOf } from './boundaries.ts';

/** One folder importing another, with the files that do it. */
export interface FolderEdge {
  from: string;
  to: string;
  files: string[];
}

/** Folders that reach one another through their imports, and the imports that close the loop. */
export interface FolderCycle {
  folders: string[];
  edges: FolderEdge[];
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

/**
 * Imports between the top-level folders of `srcDir` (type-only imports count: a type is a
 * dependency on the folder's design too). Files directly in `srcDir` (the app, its context) are
 * the composition layer that wires every folder, so they are not folders of the graph; tests
 * are left out.
 */
export function folderEdges(srcDir: string): FolderEdge[] {
  const edges = new Map<string, FolderEdge>();
  const folderOf = (path: string): string | null => {
    const parts = relative(srcDir, path).split(sep);
    return parts.length > 1 && parts[0] !== '..' ? parts[0]! : null;
  };
  for (const file of sourceFiles(srcDir)) {
    const from = folderOf(file);
    if (!from) continue;
    for (const specifier of importsOf(readFileSync(file, 'utf8'), file)) {
      if (!specifier.startsWith('.')) continue;
      const to = folderOf(resolve(file, '..', specifier));
      if (!to || to === from) continue;
      const key = `${from}>${to}`;
      const edge = edges.get(key) ?? { from, to, files: [] };
      const name = relative(srcDir, file).split(sep).join('/');
      if (!edge.files.includes(name)) edge.files.push(name);
      edges.set(key, edge);
    }
  }
  return [...edges.values()];
}

/** Strongly connected groups of two or more folders (Tarjan), each with the edges inside it. */
export function folderCycles(edges: FolderEdge[]): FolderCycle[] {
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.toSorted());
    }
  };
  for (const node of [...new Set(edges.flatMap((e) => [e.from, e.to]))].toSorted()) if (!index.has(node)) visit(node);
  return groups
    .map((folders) => ({
      folders,
      edges: edges.filter((e) => folders.includes(e.from) && folders.includes(e.to)).toSorted((a, b) => `${a.from}>${a.to}`.localeCompare(`${b.from}>${b.to}`)),
    }))
    .toSorted((a, b) => a.folders.join().localeCompare(b.folders.join()));
}

/** A cycle as lines a reader can act on: the folders, then each import that closes it. */
export function describeCycle(cycle: FolderCycle): string {
  return [`${cycle.folders.join(' ⇄ ')}:`, ...cycle.edges.map((e) => `  ${e.from} → ${e.to} (${e.files.join(', ')})`)].join('\n');
}
