import { chromium } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import fs from "node:fs";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 360, height: 780 } });
const page = await ctx.newPage();
const base = "http://localhost:3615";
const urls = ["/about", "/events", "/content", "/marketplace", "/privacy-policy", "/bookings"];
const opts = (b) => b.options({ rules: { "heading-order": { enabled: true }, "label-content-name-mismatch": { enabled: true } } }).withTags(["wcag2a","wcag2aa","wcag21a","wcag21aa"]);
let t;
for (const mode of ["builder", "builder", "nocontrast", "injectonce"]) {
  let total = 0, gototot = 0;
  for (const u of urls) {
    t = Date.now(); await page.goto(base + u); gototot += Date.now() - t;
    t = Date.now();
    if (mode === "builder") await opts(new AxeBuilder({ page })).analyze();
    else if (mode === "nocontrast") await opts(new AxeBuilder({ page })).disableRules(["color-contrast"]).analyze();
    else {
      const src = fs.readFileSync("node_modules/axe-core/axe.min.js", "utf8");
      const t1 = Date.now();
      await page.evaluate(src);
      const t2 = Date.now();
      await page.evaluate(() => window.axe.run(document, { runOnly: { type: "tag", values: ["wcag2a","wcag2aa","wcag21a","wcag21aa"] } }));
      console.log(u, "inject", t2 - t1, "run", Date.now() - t2);
    }
    total += Date.now() - t;
  }
  console.log(mode, "axe ms/page", Math.round(total / urls.length), "goto ms/page", Math.round(gototot / urls.length));
}
await browser.close();
