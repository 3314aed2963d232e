import { useCallback, useEffect, useRef, useState } from "react";
import type { Problem } from "../server/content/problems";
import { api } from "./api";
import { useSaveShortcut } from "./use-save-shortcut";
import { useUnsavedWarning } from "./use-unsaved-warning";

export type SettingsName = "site" | "menu" | "footer" | "consent";
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
 * loaded, edited as data, saved with its version so a change on disk is never overwritten
 * unasked, and each save's problems kept only while the field they are about still holds
 * what was saved: a problem clears as soon as its field changes.
 */
export function useSettingsFile<T extends Record<string, unknown>>(name: SettingsName) {
  const [loaded, setLoaded] = useState<Loaded<T> | string | undefined>();
  const [data, setData] = useState<T | undefined>();
  const [saved, setSaved] = useState("");
  const [problems, setProblems] = useState<{ problem: Problem; value: string }[]>([]);
  const [message, setMessage] = useState("");
  const [details, setDetails] = useState<string[]>([]);
  const [conflict, setConflict] = useState<string | undefined>();
  const version = useRef("");

  useEffect(() => {
    void api<Loaded<T>>("GET", `/api/settings/${name}`).then((r) => {
      if (r.status !== 200) return setLoaded(r.body.message ?? `The settings could not be read (${r.status}).`);
      version.current = r.body.version;
      setLoaded(r.body);
      setData(r.body.data);
      setSaved(JSON.stringify(r.body.data));
    });
  }, [name]);

  const [unreadable, setUnreadable] = useState<string[]>([]);
  useEffect(() => setUnreadable(typeof loaded === "object" ? (loaded.unreadable ?? []) : []), [loaded]);
  // A broken file needs a save to be whole again, even with nothing changed in the form.
  const dirty = data !== undefined && (JSON.stringify(data) !== saved || unreadable.length > 0);
  useUnsavedWarning(dirty);
  const file = typeof loaded === "object" ? loaded.file : `content/settings/${name}.yaml`;

  const save = useCallback(
    async (base = version.current) => {
      if (data === undefined) return;
      const result = await api<{ status: string; version: string; problems: Problem[]; current: string; details?: string[] }>("PUT", `/api/settings/${name}`, { data, version: base });
      setConflict(undefined);
      setDetails(result.body.details ?? []);
      // Only a refusal for problems keeps problems; any other answer says its own words.
      if (result.status !== 422) setProblems([]);
      if (result.status === 200) {
        version.current = result.body.version;
        setSaved(JSON.stringify(data));
        if (unreadable.length > 0 && result.body.status === "written") {
          setUnreadable([]);
          return setMessage(`Saved to ${file}, written afresh. Its old text is kept in ${file}.broken. Publish to put it on the site.`);
        }
        return setMessage(result.body.status === "unchanged" ? (result.body.message ?? "Nothing to save.") : `Saved to ${file}. Publish to put it on the site.`);
      }
      if (result.status === 422) {
        setProblems(result.body.problems.map((problem) => ({ problem, value: JSON.stringify(valueAt(data, problem.path ?? [])) })));
        return setMessage("Not saved: fix what is marked below first. Nothing was written.");
      }
      if (result.status === 409) {
        setConflict(result.body.current);
        return setMessage(result.body.message ?? "The file changed on disk.");
      }
      setMessage(result.body.message ?? `Saving failed (${result.status}); nothing was written.`);
    },
    [data, name, file, unreadable],
  );
  useSaveShortcut(() => void save());

  // A problem stays while its field holds what the save was refused with.
  const open = data === undefined ? [] : problems.filter(({ problem, value }) => JSON.stringify(valueAt(data, problem.path ?? [])) === value).map(({ problem }) => problem);
  const status = problems.length > 0 && open.length === 0 ? "All fixed. Save to write it." : message;

  return {
    /** The file's data, or the message saying why it could not be read; undefined while loading. */
    data: typeof loaded === "string" ? loaded : data,
    file,
    dirty,
    set: (path: Path, value: unknown) => setData((d) => (d === undefined ? d : withValueAt(d, path, value))),
    save,
    status,
    /** The file's syntax errors while it is broken by hand (until a save writes it afresh). */
    unreadable,
    /** The build's lines behind a refusal that names other parts of the site (shown under "Details"). */
    details,
    conflict,
    /** The save's problems still open, each with the path of its field. */
    problems: open,
    /** The open problems about exactly this field. */
    problemsAt: (path: Path) => open.filter((p) => JSON.stringify(p.path) === JSON.stringify(path)),
  };
}

export type SettingsForm = ReturnType<typeof useSettingsFile>;
