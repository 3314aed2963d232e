import type { z } from "zod";

/**
 * Zod messages written for content authors: every problem names the field and quotes
 * what was received, e.g. `price: expected a number, received "ten"`.
 */
type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

/** How a received value is shown: strings quoted, long values shortened. */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null (empty)";
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`;
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === "object") return "a map of fields";
  const text = typeof value === "string" ? JSON.stringify(value) : String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

const typeNames: Record<string, string> = {
  string: "a string",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "a map of fields",
  date: "a date",
};

function quoteAll(values: readonly unknown[]): string {
  return values.map((v) => JSON.stringify(v)).join(", ");
}

function unitOf(origin: string, count: number | bigint): string {
  const plural = count === 1 || count === 1n ? "" : "s";
  if (origin === "string") return ` character${plural}`;
  if (origin === "array" || origin === "set") return ` item${plural}`;
  return "";
}

function sizeMessage(issue: RawIssue & { code: "too_small" | "too_big" }): string {
  const small = issue.code === "too_small";
  const limit = small ? issue.minimum : issue.maximum;
  const inclusive = issue.inclusive !== false;
  const unit = unitOf(issue.origin, limit);
  const input = issue.input;
  const received =
    typeof input === "string" ? input.length : Array.isArray(input) ? input.length : describeValue(input);
  let rule: string;
  if (unit) rule = `${small ? "at least" : "at most"} ${limit}${unit}`;
  else if (inclusive) rule = `${small ? "at least" : "at most"} ${limit}`;
  else rule = `${small ? "greater than" : "less than"} ${limit}`;
  return `expected ${rule}, received ${received}`;
}

export const authorErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type": {
      const expected = typeNames[issue.expected] ?? issue.expected;
      if (issue.input === undefined) return `required (expected ${expected})`;
      return `expected ${expected}, received ${describeValue(issue.input)}`;
    }
    case "too_small":
    case "too_big":
      return sizeMessage(issue);
    case "invalid_value":
      return `expected ${issue.values.length === 1 ? "" : "one of "}${quoteAll(issue.values)}, received ${describeValue(issue.input)}`;
    case "invalid_format":
      if (issue.format === "regex" && issue.pattern) return `has the wrong format, received ${describeValue(issue.input)}`;
      return `expected a valid ${issue.format}, received ${describeValue(issue.input)}`;
    case "unrecognized_keys":
      return `unknown field${issue.keys.length > 1 ? "s" : ""} ${quoteAll(issue.keys)}`;
    case "invalid_union":
      if ("options" in issue && Array.isArray(issue.options)) {
        // A discriminated union reports the whole object; authors need the value they wrote.
        const key = "discriminator" in issue ? String(issue.discriminator) : "";
        const input = issue.input as Record<string, unknown> | undefined;
        const received = input && typeof input === "object" && key ? input[key] : input;
        return `expected one of ${quoteAll(issue.options)}, received ${describeValue(received)}`;
      }
      return `does not match any allowed shape, received ${describeValue(issue.input)}`;
    default:
      return undefined;
  }
};

/** `sections.0.columns.1.widgets.2.type` → `sections[0].columns[1].widgets[2].type`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

/** One line per issue: `file: field: problem` (the field is left out for whole-file problems). */
export function formatIssues(file: string, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const where = formatPath(issue.path);
    return where ? `${file}: ${where}: ${issue.message}` : `${file}: ${issue.message}`;
  });
}
