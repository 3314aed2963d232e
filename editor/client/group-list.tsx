import { useCallback, useEffect, useState, type FormEvent } from "react";
import type { Group, GroupKind, Renamed } from "../server/content/groups";
import { api } from "./api";
import { ListScreen, ScreenNotes } from "./file-list-screen";
import { PublishPanel } from "./publish-panel";
import { useBuildJob } from "./use-build-job";
import { useUnsavedWarning } from "./use-unsaved-warning";
import { groupWords } from "./words/groups";
import { savingWords } from "./words/saving";
import { shellWords } from "./words/shell";
import { countWord, fill, wordsOf } from "./words/studio-words";

type Lists = { categories: Group[]; tags: Group[] };

const KINDS: { kind: GroupKind; key: keyof Lists; title: "categories" | "tags"; used: "products" | "posts"; rename: "renameCategory" | "renameTag"; failed: "categoryNotRenamed" | "tagNotRenamed" }[] = [
  { kind: "category", key: "categories", title: "categories", used: "products", rename: "renameCategory", failed: "categoryNotRenamed" },
  { kind: "tag", key: "tags", title: "tags", used: "posts", rename: "renameTag", failed: "tagNotRenamed" },
];

/** One category or tag, and its rename. */
function GroupRow({ group, kind, onRenamed }: { group: Group; kind: (typeof KINDS)[number]; onRenamed(message: string, failed?: boolean): void }) {
  const [name, setName] = useState(group.name);
  // A new name typed and not yet applied is an unsaved change: leaving asks first.
  useUnsavedWarning(name.trim() !== "" && name.trim() !== group.name);
  const id = `rename-${kind.kind}-${group.address.split("/").pop()}`;
  const count = group.files.length;
  const t = wordsOf(groupWords);
  const used = countWord(t[kind.used], count);

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (!window.confirm(fill(t[kind.rename], { name: group.name, to: name.trim(), used, address: group.address }))) return;
    const result = await api<Extract<Renamed, { ok: true }>>("POST", `/api/groups/${kind.kind}/rename`, { from: group.name, to: name });
    if (result.status !== 200) return onRenamed(result.body.message ?? fill(t[kind.failed], { status: result.status }), true);
    const redirect = result.body.redirect;
    onRenamed(fill(t.renamed, { name: group.name, to: name.trim(), used, redirect: redirect ? fill(t.leadsTo, { from: redirect.from, to: redirect.to }) : "" }));
  }

  return (
    <li>
      <div>
        <strong>{group.name}</strong> <span className="page-list__meta">{group.address} · {used}</span>
      </div>
      <form className="group-list__rename" onSubmit={(e) => void rename(e)}>
        <label htmlFor={id}>{fill(t.newName, { name: group.name })}</label>
        <input id={id} value={name} onChange={(e) => setName(e.target.value)} />
        <button type="submit" className="editor-button" disabled={!name.trim() || name.trim() === group.name}>
          {t.rename}
        </button>
      </form>
    </li>
  );
}

/**
 * The shop's categories and the journal's tags (docs/behaviour/page-builder.md#categories-and-tags):
 * each with its address and how much uses it, renamed everywhere at once, its old address
 * leading to the new one.
 */
export function GroupList() {
  const [lists, setLists] = useState<Lists | undefined>();
  const [status, setStatus] = useState("");
  const [problem, setProblem] = useState("");
  const { state: publishState, start: publish } = useBuildJob("/api/publish");
  const load = useCallback(async () => {
    const result = await api<Lists>("GET", "/api/groups");
    setLists(result.status === 200 ? result.body : { categories: [], tags: [] });
  }, []);
  useEffect(() => void load(), [load]);

  const renamed = (message: string, failed = false) => {
    setProblem(failed ? message : "");
    setStatus(failed ? "" : message);
    if (!failed) void load();
  };

  return (
    <ListScreen title={wordsOf(shellWords).groups} className="group-list">
      <p className="page-list__intro">
        {wordsOf(groupWords).intro}
      </p>
      <ScreenNotes status={status} problem={problem} />
      <p>
        <button type="button" className="editor-button" disabled={publishState.status === "running"} onClick={() => void publish()}>
          {wordsOf(savingWords).publishTheSite}
        </button>
      </p>
      <PublishPanel state={publishState} />
      {!lists ? (
        <p>{wordsOf(shellWords).loading}</p>
      ) : (
        KINDS.map((kind) => (
          <section key={kind.kind} aria-labelledby={`${kind.kind}-title`}>
            <h2 id={`${kind.kind}-title`}>{wordsOf(groupWords)[kind.title]}</h2>
            <ul aria-label={wordsOf(groupWords)[kind.title]}>
              {lists[kind.key].map((group) => (
                <GroupRow key={`${group.name}-${group.files.length}`} group={group} kind={kind} onRenamed={renamed} />
              ))}
            </ul>
          </section>
        ))
      )}
    </ListScreen>
  );
}
