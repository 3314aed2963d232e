import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { Problem } from "../server/content/problems";
import { api } from "./api";
import { useSaveShortcut } from "./use-save-shortcut";
import { useUnsavedWarning } from "./use-unsaved-warning";
import { savingWords } from "./words/saving";
import { fill, wordsOf } from "./words/studio-words";

/** The editor's server's answer to a file's save (editor/server/http/api.ts). */
export type SaveAnswer = { status: string; version: string; problems: Problem[]; current: string; details?: string[]; message?: string };

export type FileFormOptions<V, P> = {
  /** Where the file is saved (PUT). */
  url: string;
  /** The file as it was opened; a form that reads its file itself starts with no value and calls `opened`. */
  initial: { value: V; version: string };
  /** What a save sends besides the version the form was opened at. */
  request(value: V): object;
  /** A problem of a refused save, as the form shows it. */
  problemOf(problem: Problem, value: V): P;
  /** The words once a save has written the file (and whatever else the screen does then). */
  written(value: V, answer: SaveAnswer): string;
  /** Before every save. */
  beforeSave?(): void;
  /** After a save refused for problems. */
  refused?(): void;
  /** The file must be saved even with nothing changed in the form (it was broken by hand). */
  mustSave?: boolean;
  /** Problems last only until the next answer that is not a refusal for problems (none are found as the owner types). */
  problemsUntilAnswered?: boolean;
};

/** The file at `url` as its screen opens it: undefined while it is read, the server's words (or `failed`) when it cannot be. */
export function useOpenedFile<T>(url: string, failed: string): T | string | undefined {
  const [opened, setOpened] = useState<T | string | undefined>();
  useEffect(() => {
    void api<T>("GET", url).then((r) => setOpened(r.status === 200 ? r.body : (r.body.message ?? failed)));
  }, [url, failed]);
  return opened;
}

/**
 * One file in a studio form (docs/behaviour/page-builder.md#conflicts): the value being
 * edited and the one last saved, unsaved changes guarded (use-unsaved-warning.ts), saved
 * with Ctrl+S too, with the version it was opened at, so a change on disk is never
 * overwritten unasked: that answer is kept for the conflict choice (file-form-parts.tsx).
 */
export function useFileForm<V, P>(options: FileFormOptions<V, P>) {
  const [value, setValue] = useState<V>(options.initial.value);
  const [saved, setSaved] = useState<V>(options.initial.value);
  const version = useRef(options.initial.version);
  const [problems, setProblems] = useState<P[]>([]);
  const [message, setMessage] = useState("");
  const [details, setDetails] = useState<string[]>([]);
  const [conflict, setConflict] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const dirty = value !== undefined && (options.mustSave === true || JSON.stringify(value) !== JSON.stringify(saved));
  useUnsavedWarning(dirty);

  async function save(base = version.current) {
    if (value === undefined) return;
    options.beforeSave?.();
    setSaving(true);
    // Said at once: the build's check behind a save takes a moment (docs/behaviour/page-builder.md#saving).
    setMessage(wordsOf(savingWords).saving);
    const result = await api<SaveAnswer>("PUT", options.url, { ...options.request(value), version: base });
    setSaving(false);
    setConflict(undefined);
    setDetails(result.body.details ?? []);
    if (options.problemsUntilAnswered && result.status !== 422) setProblems([]);
    if (result.status === 200) {
      version.current = result.body.version;
      setSaved(value);
      setProblems([]);
      return setMessage(result.body.status === "unchanged" ? (result.body.message ?? wordsOf(savingWords).nothingToSave) : options.written(value, result.body));
    }
    if (result.status === 422) {
      options.refused?.();
      setProblems(result.body.problems.map((problem) => options.problemOf(problem, value)));
      return setMessage(wordsOf(savingWords).notSavedFix);
    }
    if (result.status === 409) {
      setConflict(result.body.current);
      return setMessage(result.body.message ?? wordsOf(savingWords).changedElsewhere);
    }
    setMessage(result.body.message ?? fill(wordsOf(savingWords).savingFailed, { status: result.status }));
  }
  useSaveShortcut(() => void save());
  const opened = useCallback((next: V, at: string) => {
    version.current = at;
    setValue(next);
    setSaved(next);
  }, []);

  return {
    value,
    setValue,
    /** The value as last saved (or opened). */
    saved,
    dirty,
    /** The version of the file on disk this form was opened at or last saved as. */
    version,
    /** The file has been read: its value and version, nothing yet changed. */
    opened,
    /** What is being edited is dealt with (deleted, say): nothing is left unsaved. */
    markSaved: () => setSaved(value),
    save,
    /** The form's submit: a save. */
    submit(event: FormEvent) {
      event.preventDefault();
      void save();
    },
    saving,
    message,
    setMessage,
    problems,
    setProblems,
    /** The build's lines behind a refusal that names other parts of the site (shown under "Details"). */
    details,
    /** The version on disk, when the file changed there since it was opened. */
    conflict,
  };
}

export type FileForm = Pick<ReturnType<typeof useFileForm>, "message" | "details" | "conflict" | "save" | "dirty" | "saving">;
