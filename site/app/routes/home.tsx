import type { Route } from "./+types/home";
import siteConfig from "../../site.config";

export function meta(_: Route.MetaArgs) {
  return [{ title: siteConfig.name }, { name: "description", content: siteConfig.tagline }];
}

export default function Home() {
  return (
    <main id="main">
      <h1>{siteConfig.name}</h1>
      <p>{siteConfig.tagline}</p>
    </main>
  );
}
