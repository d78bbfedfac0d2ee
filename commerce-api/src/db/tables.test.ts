import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

/** Table → columns as `tables.ts` declares them (its generated layout: one interface per table). */
function declaredTables(): Map<string, string[]> {
  const source = readFileSync(join(import.meta.dirname, 'tables.ts'), 'utf8');
  const interfaces = new Map<string, string[]>();
  for (const [, name, body] of source.matchAll(/export interface (\w+) \{\n([^}]*)\}/g)) {
    interfaces.set(name!, [...body!.matchAll(/^ {2}(\w+):/gm)].map((m) => m[1]!));
  }
  const tables = new Map<string, string[]>();
  for (const [, table, type] of (interfaces.has('DB') ? source.match(/export interface DB \{\n([^}]*)\}/)![1]! : '').matchAll(/^ {2}(\w+): (\w+);/gm)) {
    tables.set(table!, (interfaces.get(type!) ?? []).toSorted());
  }
  return tables;
}

describe('tables.ts', () => {
  it('declares every table and column the migrations create, and nothing else', () => {
    const db = openDatabase(':memory:');
    const names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
    const actual = new Map(names.map((t) => [t, (db.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(t) as string[]).toSorted()]));
    db.close();
    expect(Object.fromEntries(declaredTables())).toEqual(Object.fromEntries(actual));
  });
});
