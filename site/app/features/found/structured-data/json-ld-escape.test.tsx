import { renderToString } from "react-dom/server";
import { Meta, Outlet, createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { jsonLdMeta } from "./json-ld";
import { listingStructuredData } from "./pages";

describe("JSON-LD in the page's head", () => {
  it("keeps a `</script>` in any text inside the data: `<` is written escaped, and the data reads back whole", () => {
    const name = 'Bowls </script><script>alert("x")</script> & <!-- more';
    const data = listingStructuredData({ url: "https://example.com/shop/category/bowls", name, language: "en" }, []);
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <>
            <Meta />
            <Outlet />
          </>
        ),
        children: [{ index: true, Component: () => null, meta: () => jsonLdMeta(data) }],
      },
    ]);
    const html = renderToString(<Stub initialEntries={["/"]} />);
    const scripts = [...html.matchAll(/<script[^>]*>([^]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![0]).toContain('type="application/ld+json"');
    expect(JSON.parse(scripts[0]![1]!)).toEqual(data);
  });
});
