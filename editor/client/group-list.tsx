import { useCallback, useEffect, useState, type FormEvent } from "react";
import type { Group, GroupKind, Renamed } from "../server/content/groups";
import { api } from "./api";
import { ListScreen, ScreenNotes } from "./file-list-screen";
import { PublishPanel } from "./publish-panel";
import { useBuildJob } from "./use-build-job";
import { useUnsavedWarning } from "./use-unsaved-warning";

type Lists = { categories: Group[]; tags: Group[] };

const KINDS: { kind: GroupKind; key: keyof Lists; title: string; label: string; used: [string, string] }[] = [
  { kind: "category", key: "categories", title: "Shop categories", label: "category", used: ["product", "products"] },
  { kind: "tag", key: "tags", title: "Journal tags", label: "tag", used: ["post", "posts"] },
];

/** One category or tag, and its rename. */
function GroupRow({ group, kind, onRenamed }: { group: Group; kind: (typeof KINDS)[number]; onRenamed(message: string, failed?: boolean): void }) {
  const [name, setName] = useState(group.name);
  // A new name typed and not yet applied is an unsaved change: leaving asks first.
  useUnsavedWarning(name.trim() !== "" && name.trim() !== group.name);
  const id = `rename-${kind.kind}-${group.address.split("/").pop()}`;
  const count = group.files.length;
  const used = `${count} ${count === 1 ? kind.used[0] : kind.used[1]}`;

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (!window.confirm(`Rename the ${kind.label} "${group.name}" to "${name.trim()}" in ${used}?\n\nIts old address ${group.address} will lead to the new one, so links and bookmarks still arrive. Publish afterwards to put it on the site.`)) return;
    const result = await api<Extract<Renamed, { ok: true }>>("POST", `/api/groups/${kind.kind}/rename`, { from: group.name, to: name });
    if (result.status !== 200) return onRenamed(result.body.message ?? `The ${kind.label} could not be renamed (${result.status}).`, true);
    const redirect = result.body.redirect;
    onRenamed(`Renamed "${group.name}" to "${name.trim()}" in ${used}.${redirect ? ` ${redirect.from} now leads to ${redirect.to}.` : ""} Publish to put it on the site.`);
  }

  return (
    <li>
      <div>
        <strong>{group.name}</strong> <span className="page-list__meta">{group.address} · {used}</span>
      </div>
      <form className="group-list__rename" onSubmit={(e) => void rename(e)}>
        <label htmlFor={id}>New name for {group.name}</label>
        <input id={id} value={name} onChange={(e) => setName(e.target.value)} />
        <button type="submit" className="editor-button" disabled={!name.trim() || name.trim() === group.name}>
          Rename…
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
    <ListScreen title="Categories and tags" className="group-list">
      <p className="page-list__intro">
        A category is made by giving a product its name, a tag by giving it to a post; one nothing uses any more is gone. Renaming one here changes it everywhere at once.
      </p>
      <ScreenNotes status={status} problem={problem} />
      <p>
        <button type="button" className="editor-button" disabled={publishState.status === "running"} onClick={() => void publish()}>
          Publish the site
        </button>
      </p>
      <PublishPanel state={publishState} />
      {!lists ? (
        <p>Loading…</p>
      ) : (
        KINDS.map((kind) => (
          <section key={kind.kind} aria-labelledby={`${kind.kind}-title`}>
            <h2 id={`${kind.kind}-title`}>{kind.title}</h2>
            <ul aria-label={kind.title}>
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
