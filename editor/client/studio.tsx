import "./zod-without-eval";
import "@puckeditor/core/puck.css";
import { useEffect, useMemo, useState } from "react";
import { siteWidgets, type Kit } from "@vitrine/site/editor";
import type { LoadedPage } from "../server/content/pages";
import { api, isFramedHalf } from "./api";
import { ImageField } from "./image-field";
import { PageEditor } from "./page-editor";
import { GroupList } from "./group-list";
import { MediaLibrary } from "./media-library";
import { OrderDetail } from "./order-detail";
import { OrderList } from "./order-list";
import { VisitorsScreen } from "./visitors-screen";
import { PackingSlip } from "./packing-slip";
import { PageList } from "./page-list";
import { MessageList } from "./message-list";
import { TodayScreen } from "./today-screen";
import { PostEditor } from "./post-editor";
import { PostList } from "./post-list";
import { ProductEditor } from "./product-editor";
import { ProductList } from "./product-list";
import type { LoadedProduct, ProductSummary } from "../server/content/products";
import type { LoadedPost } from "../server/content/posts";
import { createPuckConfig, structureFields } from "./puck/puck-config";
import { RecordField } from "./record-field";
import { SettingsPanel } from "./settings-panel";
import { SiteSettingsForm } from "./site-settings";
import { MenuEditor } from "./menu-editor";
import { ConsentSettingsForm } from "./consent-settings";
import { FooterEditor } from "./footer-editor";
import { ShopSettingsForm } from "./shop-settings";
import { MailScreen } from "./mail-screen";
import { EditionBar } from "./edition-bar";
import { LanguagesScreen } from "./languages-screen";
import { SideBySide } from "./side-by-side";
import { useOpenedFile } from "./use-file-form";
import { LeaveDialog, useGuardedHash } from "./leave-dialog";
import { shellWords } from "./words/shell";
import { wordsOf } from "./words/studio-words";

const widgets = siteWidgets!;

/** The site's colours and fonts, read again as each file opens, for a screen that draws the file as the site will. */
function useKit(slug: string) {
  const [kit, setKit] = useState<Kit | undefined>();
  useEffect(() => {
    void api<{ kit: Kit }>("GET", "/api/kit").then((r) => setKit(r.body.kit));
  }, [slug]);
  return kit;
}

function OpenPage({ slug }: { slug: string }) {
  const page = useOpenedFile<LoadedPage>(`/api/pages/${encodeURIComponent(slug)}`, wordsOf(shellWords).pageNotOpened);
  const kit = useKit(slug);
  const config = useMemo(
    () =>
      createPuckConfig(widgets, {
        image: (label) => ({ type: "custom", label, render: ({ value, onChange }) => <ImageField label={label} value={value} onChange={onChange} /> }),
        record: (label, field) => ({
          type: "custom",
          label,
          render: ({ value, onChange }) => <RecordField label={label} value={value} onChange={onChange} checkKey={field.checkKey} multiline={field.valueField.type === "textarea"} />,
        }),
      }),
    [],
  );
  const fields = useMemo(() => structureFields(widgets), []);
  if (typeof page === "string") return <p role="alert">{page} <a href="#/pages">{wordsOf(shellWords).allPages}</a></p>;
  if (!page || !kit) return <p>{wordsOf(shellWords).opening}</p>;
  return <PageEditor key={page.slug} page={page} config={config} fields={fields} kit={kit} />;
}

function OpenPost({ slug }: { slug: string }) {
  const post = useOpenedFile<LoadedPost>(`/api/posts/${encodeURIComponent(slug)}`, wordsOf(shellWords).postNotOpened);
  const kit = useKit(slug);
  if (typeof post === "string") return <p role="alert">{post} <a href="#/posts">{wordsOf(shellWords).allPosts}</a></p>;
  if (!post || !kit) return <p>{wordsOf(shellWords).opening}</p>;
  return <PostEditor key={`${post.slug}-${post.version}`} post={post} kit={kit} />;
}

function OpenProduct({ slug }: { slug: string }) {
  const product = useOpenedFile<LoadedProduct>(`/api/products/${encodeURIComponent(slug)}`, wordsOf(shellWords).productNotOpened);
  const [categories, setCategories] = useState<string[]>([]);
  useEffect(() => {
    void api<ProductSummary[]>("GET", "/api/products").then((r) => r.status === 200 && setCategories([...new Set(r.body.map((p) => p.category).filter(Boolean))].sort()));
  }, [slug]);
  if (typeof product === "string") return <p role="alert">{product} <a href="#/products">{wordsOf(shellWords).allProducts}</a></p>;
  if (!product) return <p>{wordsOf(shellWords).opening}</p>;
  return <ProductEditor key={`${product.slug}-${product.version}`} product={product} categories={categories} />;
}

/** The studio's screens, once signed in (main.tsx loads them then). */
export function App() {
  const { hash, leaving, keep, leave } = useGuardedHash();
  return (
    <>
      {!isFramedHalf() && <EditionBar hash={hash} />}
      <Screen hash={hash} />
      {leaving !== undefined && <LeaveDialog onKeep={keep} onLeave={leave} />}
    </>
  );
}

function Screen({ hash }: { hash: string }) {
  const page = /^#\/page\/([a-z0-9-]+)$/.exec(hash);
  if (page) return <OpenPage slug={page[1]!} />;
  if (hash === "#/settings") return <SettingsPanel />;
  if (hash === "#/site") return <SiteSettingsForm />;
  if (hash === "#/menu") return <MenuEditor />;
  if (hash === "#/footer") return <FooterEditor />;
  if (hash === "#/consent") return <ConsentSettingsForm />;
  if (hash === "#/languages") return <LanguagesScreen />;
  const sideBySide = /^#\/side-by-side\/([a-z]{2,3}(?:-[a-z0-9]{2,8})?)\/([a-z0-9-]+)$/.exec(hash);
  if (sideBySide) return <SideBySide language={sideBySide[1]!} slug={sideBySide[2]!} />;
  if (hash === "#/shop-settings") return <ShopSettingsForm />;
  if (hash === "#/mail") return <MailScreen />;
  const post = /^#\/post\/([a-z0-9-]+)$/.exec(hash);
  if (post) return <OpenPost slug={post[1]!} />;
  if (hash === "#/posts") return <PostList />;
  if (hash === "#/orders") return <OrderList />;
  if (hash === "#/visitors") return <VisitorsScreen />;
  const slip = /^#\/order\/([A-Z0-9]+)\/slip$/.exec(hash);
  if (slip) return <PackingSlip id={slip[1]!} />;
  if (hash === "#/messages") return <MessageList />;
  if (hash === "#/pages") return <PageList />;
  const order = /^#\/order\/([A-Z0-9]+)$/.exec(hash);
  if (order) return <OrderDetail id={order[1]!} />;
  if (hash === "#/media") return <MediaLibrary />;
  if (hash === "#/groups") return <GroupList />;
  if (hash === "#/products") return <ProductList />;
  const product = /^#\/product\/([a-z0-9-]+)$/.exec(hash);
  if (product) return <OpenProduct slug={product[1]!} />;
  return <TodayScreen />;
}
