import { describe, expect, it } from "vitest";
import { chosenVariants } from "../e2e/consent-variants/build-variants";
import { variantNames, variantPorts } from "../e2e/consent-variants/variants";
import { checkPorts, editorPorts, sitePort } from "../e2e/ports";
import { staticExportPortUse } from "../e2e/static-export/paths";

const allUses = () => [sitePort(), ...variantPorts(chosenVariants(undefined)), staticExportPortUse(), ...editorPorts()];

describe("the browser tests' ports (tests/e2e/ports.ts)", () => {
  it("give every server its own port by default", () => {
    const ports = allUses().map((use) => use.port);
    // The site, each consent variant, the static export and the studio's servers.
    expect(ports.length).toBe(1 + variantNames.length + 1 + editorPorts().length);
    expect(new Set(ports).size).toBe(ports.length);
  });

  it("refuse two servers on one port before probing, naming both", async () => {
    const site = sitePort();
    await expect(checkPorts([site, { ...site, what: "another server" }])).rejects.toThrow(`two of the browser tests' servers would use one port: ${site.port} (another server)`);
  });
});
