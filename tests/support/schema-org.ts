import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * schema.org's vocabulary as schema-dts (generated from schema.org's own definitions) declares
 * it: each type's properties, its parents' included. Read from the package's .d.ts, so a test can
 * check JSON-LD objects at run time, offline.
 */
function loadVocabulary(): Map<string, Set<string>> {
  const file = createRequire(import.meta.url).resolve("schema-dts/dist/schema.d.ts");
  const source = readFileSync(file, "utf8");
  const interfaces = new Map<string, { parents: string[]; props: string[] }>();
  for (const match of source.matchAll(
    /^(?:export )?interface (\w+)(?: extends ([^{]+))? \{\n([\s\S]*?)^\}/gm,
  )) {
    const [, name = "", parents = "", body = ""] = match;
    interfaces.set(name, {
      parents: parents
        .split(",")
        .map((p) => p.trim())
        .filter((p) => /^\w+$/.test(p)),
      props: [...body.matchAll(/^ {4}"([^"]+)"\??:/gm)].map((m) => m[1] ?? ""),
    });
  }
  const propsOf = (name: string, seen = new Set<string>()): string[] => {
    const node = interfaces.get(name);
    if (!node || seen.has(name)) return [];
    seen.add(name);
    return [...node.props, ...node.parents.flatMap((parent) => propsOf(parent, seen))];
  };
  const types = new Map<string, Set<string>>();
  for (const [name] of interfaces) {
    if (!name.endsWith("Leaf")) continue;
    const props = propsOf(name);
    if (props.includes("@type")) types.set(name.slice(0, -"Leaf".length), new Set(props));
  }
  return types;
}

let vocabulary: Map<string, Set<string>> | undefined;

/** What is wrong with a JSON-LD object: unknown types and properties a type does not have. */
export function schemaOrgProblems(value: unknown, where = "$"): string[] {
  vocabulary ??= loadVocabulary();
  if (Array.isArray(value))
    return value.flatMap((item, i) => schemaOrgProblems(item, `${where}[${i}]`));
  if (!value || typeof value !== "object") return [];
  const node = value as Record<string, unknown>;
  const type = node["@type"];
  const problems: string[] = [];
  const props = typeof type === "string" ? vocabulary.get(type) : undefined;
  if (typeof type === "string" && !props) problems.push(`${where}: unknown type ${type}`);
  for (const [key, item] of Object.entries(node)) {
    if (key.startsWith("@")) {
      if (key === "@graph") problems.push(...schemaOrgProblems(item, `${where}.@graph`));
      continue;
    }
    if (props && !props.has(key)) problems.push(`${where}: ${type} has no property ${key}`);
    if (!props && typeof type !== "string")
      problems.push(`${where}: ${key} on a node without @type`);
    problems.push(...schemaOrgProblems(item, `${where}.${key}`));
  }
  return problems;
}
