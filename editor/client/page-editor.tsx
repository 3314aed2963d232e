import { createUsePuck, Puck, type Config, type Data } from "@puckeditor/core";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { frontendConfig, type Kit } from "@vitrine/site/editor";
import type { LoadedPage } from "../server/content/pages";
import type { Problem } from "../server/content/problems";
import { api } from "./api";
import { showProblems, type ShownProblem } from "./page-problems";
import { fromEditorData, toEditorData, type EditorData, type FieldsOf } from "./puck/page-data";
import { CANVAS_IFRAME } from "./canvas-frame";
import { editorOverrides, EditorChromeProvider } from "./editor-overrides";
import { DeletePage } from "./delete-page";
import { ProblemList } from "./problem-list";
import { PublishPanel } from "./publish-panel";
import { useDraftViews } from "./use-draft-views";
import { usePuckAccess } from "./use-puck-access";
import { useSaveShortcut } from "./use-save-shortcut";
import { leaveTo, useUnsavedWarning } from "./use-unsaved-warning";
import { useBuildJob, type JobState } from "./use-build-job";
import { useProblemCheck } from "./use-problem-check";
import { pageEditorWords } from "./words/page-editor";
import { countWord, fill, wordsOf } from "./words/studio-words";
import { savingWords } from "./words/saving";

const usePuck = createUsePuck();

type SaveState =
  | { kind: "idle" | "saving" | "saved" }
  | { kind: "unchanged"; message: string }
  | { kind: "invalid"; problems: ShownProblem[] }
  /** Every problem of the last save has been fixed in the editor; nothing is written until Save. */
  | { kind: "fixed" }
  | { kind: "conflict"; message: string; current: string }
  | { kind: "error"; message: string };

/** Preview at the canvas's current device width (Puck's viewport), from what is saved. */
function PreviewButton({ disabled, onOpen }: { disabled: boolean; onOpen(width: number): void }) {
  const width = usePuck((s) => s.appState.ui.viewports.current.width);
  return (
    <button type="button" className="editor-button" disabled={disabled} title={disabled ? wordsOf(pageEditorWords).previewFirst : undefined} onClick={() => onOpen(typeof width === "number" ? width : 1280)}>
      {wordsOf(pageEditorWords).preview}
    </button>
  );
}

/** The page open in the visual editor (docs/behaviour/page-builder.md#editing). */
export function PageEditor({ page, config, fields, kit }: { page: LoadedPage; config: Config; fields: FieldsOf; kit: Kit }) {
  const initial = useMemo(() => toEditorData(page.data), [page.data]);
  const data = useRef<EditorData>(initial);
  const version = useRef(page.version);
  const [dirty, setDirty] = useState(false);
  const [save, setSave] = useState<SaveState>({ kind: "idle" });
  const { views, request } = useDraftViews(page.slug);
  const { state: publishState, start: publish } = useBuildJob("/api/publish");
  const previewWindow = useRef<Window | null>(null);
  const keeper = useRef<string | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const onPreviewEnd = useCallback(
    (state: JobState) => {
      const target = previewWindow.current;
      if (!target || target.closed) return;
      if (state.status === "succeeded" && state.address) target.location.href = `${location.protocol}//${location.hostname}${state.address}${page.address}`;
      else target.close();
    },
    [page.address],
  );
  const { state: previewState, start: startPreview } = useBuildJob("/api/preview", { onEnd: onPreviewEnd });
  const { breakpoints } = frontendConfig();
  // While a save's problems are shown, each change is checked again so a fixed one goes (docs/behaviour/page-builder.md#messages).
  const rechecking = useRef(false);
  const onChecked = useCallback(
    (found: Problem[]) => {
      if (!rechecking.current) return;
      const { page: doc, paths } = fromEditorData(data.current, fields);
      setSave(found.length === 0 ? { kind: "fixed" } : { kind: "invalid", problems: showProblems(found, doc, paths, fields) });
    },
    [fields],
  );
  const { check, cancel: cancelCheck } = useProblemCheck(`/api/pages/${encodeURIComponent(page.slug)}/check`, onChecked);

  useEffect(() => {
    const { page: doc, paths } = fromEditorData(initial, fields);
    request(doc, paths, true);
  }, [initial, fields, request]);

  useUnsavedWarning(dirty);
  useSaveShortcut(() => void saveAs(version.current));
  usePuckAccess(root);

  const onChange = useCallback(
    (next: Data) => {
      data.current = next as unknown as EditorData;
      const { page: doc, paths } = fromEditorData(data.current, fields);
      setDirty(JSON.stringify(doc) !== JSON.stringify(fromEditorData(initial, fields).page) || version.current !== page.version);
      request(doc, paths);
      if (rechecking.current) check({ data: doc });
    },
    [fields, initial, page.version, request, check],
  );

  async function saveAs(baseVersion: string) {
    cancelCheck();
    rechecking.current = false;
    setSave({ kind: "saving" });
    const { page: doc, paths } = fromEditorData(data.current, fields);
    const result = await api<{ status: string; version: string; problems: Problem[]; current: string }>("PUT", `/api/pages/${page.slug}`, { data: doc, version: baseVersion });
    if (result.status === 200) {
      version.current = result.body.version;
      setDirty(false);
      // The server wrote nothing: the file already says this (docs/behaviour/page-builder.md#saving).
      if (result.body.status === "unchanged") return setSave({ kind: "unchanged", message: result.body.message ?? wordsOf(pageEditorWords).nothingToSave });
      return setSave({ kind: "saved" });
    }
    if (result.status === 422) {
      rechecking.current = true;
      return setSave({ kind: "invalid", problems: showProblems(result.body.problems, doc, paths, fields) });
    }
    if (result.status === 409) return setSave({ kind: "conflict", message: result.body.message ?? wordsOf(pageEditorWords).changedSince, current: result.body.current });
    setSave({ kind: "error", message: result.body.message ?? fill(wordsOf(pageEditorWords).savingFailed, { status: result.status }) });
  }

  async function remove() {
    if (!window.confirm(fill(wordsOf(pageEditorWords).confirmDelete, { title: String(initial.root.props.title ?? page.slug) }))) return;
    const result = await api("DELETE", `/api/pages/${page.slug}?version=${encodeURIComponent(version.current)}`);
    if (result.status !== 200) return setSave({ kind: "error", message: result.body.message ?? wordsOf(pageEditorWords).notDeleted });
    setDirty(false);
    leaveTo("#/pages");
  }

  const problems = save.kind === "invalid" ? save.problems : [];
  const t = wordsOf(pageEditorWords);
  const actions = (
    <>
      <a href="#/pages" className="editor-link">
        {t.allPages}
      </a>
      <PreviewButton
        disabled={dirty || previewState.status === "running"}
        onOpen={(width) => {
          // Opened on the click itself (a window opened later would be blocked), then sent to the preview once built.
          previewWindow.current = window.open("about:blank", "vitrine-preview", `width=${width},height=900`);
          previewWindow.current?.document.write(`<title>${t.preview}</title><p style="font:16px system-ui;margin:2rem">${t.building}</p>`);
          void startPreview();
        }}
      />
      <button type="button" className="editor-button" onClick={() => void publish()} disabled={dirty || publishState.status === "running"} title={dirty ? wordsOf(savingWords).saveFirstPublish : undefined}>
        {t.publish}
      </button>
      <button type="button" className="editor-button editor-button--primary" onClick={() => void saveAs(version.current)} disabled={save.kind === "saving"}>
        {save.kind === "saving" ? t.saving : dirty ? t.save : t.saved}
      </button>
    </>
  );

  return (
    <EditorChromeProvider value={{ kit, views, problems, keeper, actions, danger: <DeletePage canDelete={page.slug !== "home"} onDelete={() => void remove()} /> }}>
      <div className="page-editor" ref={root}>
        <div className="editor-status" role="status" aria-live="polite">
          {save.kind === "saving" && t.saving}
          {save.kind === "saved" && t.savedPublish}
          {save.kind === "unchanged" && save.message}
          {save.kind === "error" && save.message}
          {save.kind === "invalid" && countWord(t.notSaved, save.problems.length)}
          {save.kind === "fixed" && t.allFixed}
        </div>
        {save.kind === "invalid" && <ProblemList problems={save.problems} />}
        {save.kind === "conflict" && (
          <div className="editor-conflict" role="alertdialog" aria-labelledby="conflict-title">
            <h2 id="conflict-title">{t.changedElsewhere}</h2>
            <p>{save.message}</p>
            <button type="button" className="editor-button" onClick={() => location.reload()}>
              {wordsOf(savingWords).reload}
            </button>
            <button type="button" className="editor-button editor-button--primary" onClick={() => void saveAs(save.current)}>
              {wordsOf(savingWords).overwrite}
            </button>
          </div>
        )}
        <PublishPanel state={publishState} />
        <PublishPanel state={previewState} kind="preview" />
        <Puck
          config={config}
          data={initial as unknown as Data}
          onChange={onChange}
          overrides={editorOverrides}
          headerTitle={String(initial.root.props.title ?? page.slug)}
          headerPath={fill(t.onTheSite, { address: page.address })}
          iframe={CANVAS_IFRAME}
          viewports={[
            { width: breakpoints.mobile, label: fill(t.phone, { width: breakpoints.mobile }), icon: "Smartphone" },
            { width: breakpoints.tablet, label: fill(t.tablet, { width: breakpoints.tablet }), icon: "Tablet" },
            { width: Math.max(1280, breakpoints.desktop), label: fill(t.desktop, { width: Math.max(1280, breakpoints.desktop) }), icon: "Monitor" },
          ]}
        />
      </div>
    </EditorChromeProvider>
  );
}
