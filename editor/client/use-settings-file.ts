import { useEffect, useState } from "react";
import type { Problem } from "../server/content/problems";
import { api } from "./api";
import { useFileForm } from "./use-file-form";
import { savingWords } from "./words/saving";
import { fill, wordsOf } from "./words/studio-words";

export type SettingsName = "site" | "menu" | "footer" | "consent" | "shop";
type Path = readonly (string | number)[];
/** `unreadable`: the file's YAML syntax errors, when it was broken by hand (it opens with what could be read). */
type Loaded<T> = { data: T; version: string; file: string; unreadable?: string[] };

/** The value at `path` inside `data` (undefined where the path leads nowhere). */
export function valueAt(data: unknown, path: Path): unknown {
  let at = data;
  for (const key of path) at = typeof at === "object" && at !== null ? (at as Record<string | number, unknown>)[key] : undefined;
  return at;
}

/** `data` with the value at `path` replaced, every object and list on the way copied. */
export function withValueAt<T>(data: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(data) ? [...data] : { ...(data as object) }) as Record<string | number, unknown>;
  copy[key] = withValueAt(copy[key], rest, value);
  return copy as T;
}

/**
 * One of the owner's settings files in a studio form (docs/behaviour/page-builder.md#site-menu-and-footer):
 * read, edited as data and saved as every file's form is (use-file-form.ts), each save's
 * problems kept only while the field they are about still holds what was saved: a problem
 * clears as soon as its field changes.
 */
export function useSettingsFile<T extends Record<string, unknown>>(name: SettingsName) {
  const [failed, setFailed] = useState<string | undefined>();
  const [unreadable, setUnreadable] = useState<string[]>([]);
  const form = useFileForm<T | undefined, { problem: Problem; value: string }>({
    url: `/api/settings/${name}`,
    initial: { value: undefined, version: "" },
    request: (data) => ({ data }),
    problemOf: (problem, data) => ({ problem, value: JSON.stringify(valueAt(data, problem.path ?? [])) }),
    // A broken file needs a save to be whole again, even with nothing changed in the form.
    mustSave: unreadable.length > 0,
    // Nothing checks a settings file as it is typed: any answer but a refusal says its own words.
    problemsUntilAnswered: true,
    written: (_data, answer) => {
      if (unreadable.length === 0 || answer.status !== "written") return wordsOf(savingWords).settingsSaved;
      setUnreadable([]);
      return wordsOf(savingWords).settingsRewritten;
    },
  });

  const { opened } = form;
  useEffect(() => {
    void api<Loaded<T>>("GET", `/api/settings/${name}`).then((r) => {
      if (r.status !== 200) return setFailed(r.body.message ?? fill(wordsOf(savingWords).settingsNotRead, { status: r.status }));
      setUnreadable(r.body.unreadable ?? []);
      opened(r.body.data, r.body.version);
    });
  }, [name, opened]);

  const data = form.value;
  // A problem stays while its field holds what the save was refused with.
  const open = data === undefined ? [] : form.problems.filter(({ problem, value }) => JSON.stringify(valueAt(data, problem.path ?? [])) === value).map(({ problem }) => problem);

  return {
    /** The file's data, or the message saying why it could not be read; undefined while loading. */
    data: failed ?? data,
    dirty: form.dirty,
    saving: form.saving,
    set: (path: Path, value: unknown) => form.setValue((d) => (d === undefined ? d : withValueAt(d, path, value))),
    save: form.save,
    submit: form.submit,
    message: form.message,
    status: form.problems.length > 0 && open.length === 0 ? wordsOf(savingWords).allFixed : form.message,
    /** The file's syntax errors while it is broken by hand (until a save writes it afresh). */
    unreadable,
    details: form.details,
    conflict: form.conflict,
    /** The save's problems still open, each with the path of its field. */
    problems: open,
    /** The open problems about exactly this field. */
    problemsAt: (path: Path) => open.filter((p) => JSON.stringify(p.path) === JSON.stringify(path)),
  };
}

export type SettingsForm = ReturnType<typeof useSettingsFile>;
