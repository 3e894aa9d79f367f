/**
 * Two production app processes on one PostgreSQL, behind a round-robin proxy written
 * here (the shape docs/design.md gives for scaling out): what one process counts or signs
 * the other must honour. Runs after the build (`npm test` step "multi-process"), on a
 * throwaway cluster from scripts/pg-throwaway.sh. Without PostgreSQL's server binaries
 * it is skipped locally with a message, and fails in CI (CI=true), which installs them.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "~/db/schema";
import { LOCKOUT } from "~/features/accounts/sign-in-limits.server";
import type { Db } from "~/lib/db/client.server";
import { authErrors } from "~/features/accounts/messages";
import { LINK_CLICK_LIMIT } from "~/routes/api-link-clicks";
import { createUser } from "../../scripts/seed/factories/users";
import { freePort } from "../e2e/server-instance";
import { startS3Fake, type S3Fake } from "../fakes/s3-fake";
import { startFakePaystack, type FakePaystack } from "../fakes/paystack";
import { payoutReference } from "~/features/payments/release-rules";

const root = path.resolve(__dirname, "../..");
const serverEntry = path.join(root, "build/server/index.js");
const pgBin = fs.existsSync("/usr/lib/postgresql")
  ? fs
      .readdirSync("/usr/lib/postgresql")
      .map((v) => `/usr/lib/postgresql/${v}/bin`)
      .find((bin) => fs.existsSync(`${bin}/initdb`))
  : undefined;

if (!pgBin) {
  if (process.env.CI)
    throw new Error(
      "multi-process test: PostgreSQL server binaries are missing in CI (install Debian's 'postgresql').",
    );
  console.warn(
    "multi-process test SKIPPED: no PostgreSQL server binaries under /usr/lib/postgresql " +
      "(apt-get install postgresql); CI installs them and runs it.",
  );
}

const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36";
const CLIENT_IP = "203.0.113.7";
const PASSWORD = "two-process-password";

type App = {
  name: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
};

function startApp(name: string, port: number, env: Record<string, string>): App {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `naija-mp-${name}-`));
  const child = spawn(process.execPath, [serverEntry], {
    // Each process has its own DATA_DIR, as on two machines; they share the database
    // and SESSION_SECRET (docs/design.md: several processes share it through the environment).
    env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  return { name, port, dataDir, child, output: () => output };
}

async function waitUntilReady(app: App, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null) throw new Error(`${app.name} exited:\n${app.output()}`);
    const status = await fetch(`http://127.0.0.1:${app.port}/readyz`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${app.name} not ready within ${timeoutMs} ms:\n${app.output()}`);
}

async function stopApp(app: App) {
  if (app.child.exitCode === null) {
    const exited = new Promise((r) => app.child.once("exit", r));
    app.child.kill("SIGTERM");
    const timer = setTimeout(() => app.child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
  fs.rmSync(app.dataDir, { recursive: true, force: true });
}

/** Sends request n to backend n mod 2 and records who served it. */
function roundRobinProxy(backends: App[]) {
  const servedBy: string[] = [];
  let next = 0;
  const server = http.createServer((req, res) => {
    const backend = backends[next++ % backends.length]!;
    servedBy.push(backend.name);
    const body: Buffer[] = [];
    req.on("data", (c: Buffer) => body.push(c));
    req.on("end", () => {
      const upstream = http.request(
        {
          host: "127.0.0.1",
          port: backend.port,
          method: req.method,
          path: req.url,
          // The proxy's word on the client address is the rightmost X-Forwarded-For entry.
          headers: { ...req.headers, "x-forwarded-for": CLIENT_IP },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => res.writeHead(502).end());
      upstream.end(Buffer.concat(body));
    });
  });
  return { server, servedBy };
}

describe.skipIf(!pgBin)("two app processes on one PostgreSQL, behind a round-robin proxy", () => {
  const pgDir = path.join(os.tmpdir(), `naija-mp-pg-${process.pid}`);
  let apps: App[] = [];
  let proxy: ReturnType<typeof roundRobinProxy>;
  let origin = "";
  let pool: pg.Pool | undefined;
  let db: Db;
  let s3: S3Fake | undefined;
  let paystack: FakePaystack | undefined;

  beforeAll(async () => {
    if (!fs.existsSync(serverEntry))
      throw new Error(`${serverEntry} is missing: this test runs after \`npm run build\`.`);
    const pgPort = await freePort();
    const started = spawnSync(
      "bash",
      [path.join(root, "scripts/pg-throwaway.sh"), "start", pgDir, String(pgPort)],
      { encoding: "utf8" },
    );
    const databaseUrl = /DATABASE_URL=(\S+)/.exec(started.stdout)?.[1];
    if (started.status !== 0 || !databaseUrl)
      throw new Error(`PostgreSQL did not start:\n${started.stderr}`);

    const proxyPort = await freePort();
    origin = `http://127.0.0.1:${proxyPort}`;
    // Files in one (stand-in) bucket, as several machines would share them.
    s3 = await startS3Fake({ bucket: "two-processes" });
    // Both processes send payouts to one (stand-in) Paystack.
    paystack = await startFakePaystack({ secretKey: "sk_test_two_processes_0123456789" });
    const env = {
      PAYSTACK_SECRET_KEY: "sk_test_two_processes_0123456789",
      PAYSTACK_BASE_URL: paystack.url,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: "AKIDTWO",
      S3_SECRET_ACCESS_KEY: "two-processes-secret",
      SEED_DEMO: "off",
      SESSION_SECRET: "two-processes-share-this-secret-0123456789",
      TRUST_PROXY_HEADER: "x-forwarded-for",
      PUBLIC_URL: origin,
    };
    // The first process migrates; the second starts on the migrated database.
    const a = startApp("a", await freePort(), env);
    apps = [a];
    await waitUntilReady(a);
    const b = startApp("b", await freePort(), env);
    apps.push(b);
    await waitUntilReady(b);

    proxy = roundRobinProxy(apps);
    await new Promise<void>((r) => proxy.server.listen(proxyPort, "127.0.0.1", r));
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    db = drizzle(pool, { schema }) as unknown as Db;
  }, 180_000);

  afterAll(async () => {
    proxy?.server.close();
    await pool?.end();
    await Promise.all(apps.map(stopApp));
    await s3?.close();
    await paystack?.stop();
    spawnSync("bash", [path.join(root, "scripts/pg-throwaway.sh"), "stop", pgDir]);
    fs.rmSync(pgDir, { recursive: true, force: true });
  }, 60_000);

  /** Which process serves the next request through the proxy. */
  const nextBackend = () => apps[proxy.servedBy.length % apps.length]!.name;

  const signIn = (email: string, password: string) =>
    fetch(`${origin}/auth/sign-in`, {
      method: "POST",
      body: new URLSearchParams({ email, password, redirectTo: "/" }),
      headers: { Origin: origin, "User-Agent": BROWSER_UA },
      redirect: "manual",
    });

  it("locks an account after N failures counted across both processes", async () => {
    const user = await createUser(db, { email: "locked@example.com", password: PASSWORD });
    expect(user.emailVerified).toBe(true);
    const from = proxy.servedBy.length;
    for (let i = 0; i < LOCKOUT.perAccount; i++) {
      const wrong = await signIn("locked@example.com", "not-the-password");
      expect(wrong.status).toBe(401);
      // The Nth failure is the one that locks, and says so.
      const locks = i === LOCKOUT.perAccount - 1;
      expect((await wrong.text()).includes(authErrors.accountLocked.message)).toBe(locks);
    }
    const failedOn = proxy.servedBy.slice(from);
    // Each process saw fewer than N failures itself.
    expect(new Set(failedOn)).toEqual(new Set(["a", "b"]));
    for (const name of ["a", "b"])
      expect(failedOn.filter((n) => n === name).length).toBeLessThan(LOCKOUT.perAccount);
    // Now even the right password is refused, on whichever process answers.
    for (let k = 0; k < 2; k++) {
      const servedBy = nextBackend();
      const right = await signIn("locked@example.com", PASSWORD);
      expect(right.status, `served by ${servedBy}`).toBe(401);
      expect(await right.text()).toContain(authErrors.accountLocked.message);
    }
  });

  it("counts a rate limit across both processes", async () => {
    const click = () =>
      fetch(`${origin}/api/link-clicks`, {
        method: "POST",
        body: new URLSearchParams({}),
        headers: { "User-Agent": BROWSER_UA },
      });
    const from = proxy.servedBy.length;
    for (let i = 0; i < LINK_CLICK_LIMIT.limit; i++) {
      // Within the limit: counted, then refused only for its empty body.
      expect((await click()).status).toBe(400);
    }
    expect(new Set(proxy.servedBy.slice(from))).toEqual(new Set(["a", "b"]));
    const over = await click();
    expect(over.status).toBe(429);
    expect((await click()).status).toBe(429);
  });

  it("accepts a session made on one process on the other", async () => {
    const user = await createUser(db, {
      email: "roaming@example.com",
      fullName: "Ngozi Roaming",
      password: PASSWORD,
    });
    const madeOn = nextBackend();
    const signedIn = await signIn(user.email, PASSWORD);
    expect(signedIn.status, `sign-in on ${madeOn}`).toBe(302);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).toContain("session_token");
    const menu = `Account menu for ${user.profile.fullName}`;
    for (const app of apps) {
      const home = await fetch(`http://127.0.0.1:${app.port}/`, {
        headers: { Cookie: cookie, "User-Agent": BROWSER_UA },
      });
      expect(home.status, app.name).toBe(200);
      expect(await home.text(), `session from ${madeOn} on ${app.name}`).toContain(menu);
    }
    const anonymous = await fetch(`http://127.0.0.1:${apps[0]!.port}/`);
    expect(await anonymous.text()).not.toContain(menu);
  });

  it("resumes an upload on the other process, whose HEAD waits until the PATCH still open on the first lets go", async () => {
    await createUser(db, {
      email: "two-uploader@example.com",
      role: "creator",
      password: PASSWORD,
    });
    const signedIn = await signIn("two-uploader@example.com", PASSWORD);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const [a, b] = apps as [App, App];
    const noise = Buffer.alloc(200 * 200 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
    const png = await sharp(noise, { raw: { width: 200, height: 200, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const tusHeaders = { "Tus-Resumable": "1.0.0", Cookie: cookie, Origin: origin };
    const on = (app: App, location: string, init: RequestInit) =>
      fetch(`http://127.0.0.1:${app.port}${location}`, {
        ...init,
        headers: { ...tusHeaders, ...(init.headers as Record<string, string>) },
      });
    const patchOn = (app: App, location: string, offset: number, bytes: Buffer) =>
      on(app, location, {
        method: "PATCH",
        headers: {
          "Upload-Offset": String(offset),
          "Content-Type": "application/offset+octet-stream",
        },
        body: new Uint8Array(bytes),
      });

    const created = await on(a, "/uploads/content", {
      method: "POST",
      headers: {
        "Upload-Length": String(png.length),
        "Upload-Metadata": `filename ${Buffer.from("two.png").toString("base64")},contentType ${Buffer.from("image").toString("base64")}`,
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const location = created.headers.get("Location")!;
    const half = 40_000;
    expect((await patchOn(b, location, 0, png.subarray(0, half))).status).toBe(204);

    // A PATCH on process a whose body stalls after 16 KiB (a phone that lost signal).
    let stalledAnsweredAt: number | undefined;
    const stalled = http.request({
      host: "127.0.0.1",
      port: a.port,
      method: "PATCH",
      path: location,
      headers: {
        ...tusHeaders,
        "Upload-Offset": String(half),
        "Content-Type": "application/offset+octet-stream",
        "Content-Length": String(png.length - half),
      },
    });
    stalled.on("error", () => {});
    stalled.on("response", (res) => {
      res.resume();
      res.on("end", () => (stalledAnsweredAt = Date.now()));
    });
    stalled.write(png.subarray(half, half + 16 * 1024));
    await new Promise((r) => setTimeout(r, 500));

    // Process b's HEAD asks a (NOTIFY) to stop that PATCH and waits for its lock.
    const probe = await on(b, location, { method: "HEAD" });
    const probedAt = Date.now();
    stalled.destroy();
    expect(probe.status).toBe(200);
    expect(stalledAnsweredAt, "a's PATCH was stopped before b answered").toBeDefined();
    expect(stalledAnsweredAt!).toBeLessThanOrEqual(probedAt);
    const offset = Number(probe.headers.get("Upload-Offset"));
    expect(offset).toBeGreaterThanOrEqual(half);
    expect(offset).toBeLessThanOrEqual(half + 16 * 1024);

    const rest = await patchOn(b, location, offset, png.subarray(offset));
    expect(rest.status).toBe(204);
    expect(rest.headers.get("Upload-Offset")).toBe(String(png.length));
    const id = location.split("/").pop()!;
    expect(Buffer.compare(s3!.objects.get(id)!.body, png)).toBe(0);
    const row = await pool!.query("select finished_at from content_uploads where id = $1", [id]);
    expect(row.rows[0].finished_at).toBeInstanceOf(Date);
  }, 60_000);

  it("runs a scheduled job once per slot although both processes schedule and work it", async () => {
    // payments.reconcile is scheduled every minute by both processes (startJobs at boot).
    // pg-boss's cron monitor queues one "send-it" job per minute slot (singleton), and
    // its worker sends the real job: one real job per slot, never two.
    const count = async (sql: string) =>
      (await pool!.query<{ n: number; slots: number }>(sql)).rows[0]!;
    const bothTables = (where: string, columns: string) =>
      `(select ${columns} from pgboss.job where ${where}
        union all select ${columns} from pgboss.archive where ${where}) j`;
    const reconcileRuns = () =>
      count(
        `select count(*)::int as n, 0 as slots from ${bothTables(
          "name = 'payments.reconcile' and state = 'completed'",
          "id",
        )}`,
      );
    const sendIts = () =>
      count(
        `select count(*)::int as n, count(distinct singleton_on)::int as slots from ${bothTables(
          "name = '__pgboss__send-it' and data->>'name' = 'payments.reconcile'",
          "id, singleton_on",
        )}`,
      );
    const schedules = await pool!.query("select name from pgboss.schedule");
    expect(schedules.rows.map((r) => r.name)).toContain("payments.reconcile");
    // Two minute slots have passed (the cron monitor ticks every 30 s in each process).
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline && (await reconcileRuns()).n < 2) {
      await new Promise((r) => setTimeout(r, 2_000));
    }
    const runs = (await reconcileRuns()).n;
    const sent = await sendIts();
    expect(runs).toBeGreaterThanOrEqual(2);
    // Each slot was queued once, whichever process's monitor saw it first…
    expect(sent.n, JSON.stringify(sent)).toBe(sent.slots);
    // …and each queued slot became one run (the newest may still be on its way).
    expect(runs).toBeLessThanOrEqual(sent.slots);
    expect(runs).toBeGreaterThanOrEqual(sent.slots - 1);
  }, 180_000);

  it("sends a payout once although both processes run the send job at once", async () => {
    const fake = paystack!;
    const seller = await createUser(db, { role: "vendor", fullName: "Adaeze Okafor" });
    const made = (await (
      await fetch(`${fake.url}/transferrecipient`, {
        method: "POST",
        headers: {
          Authorization: "Bearer sk_test_two_processes_0123456789",
          "Content-Type": "application/json",
        },
        body: JSON.stringify({
          type: "nuban",
          name: "ADAEZE OKAFOR",
          account_number: "0123456780",
          bank_code: "058",
        }),
      })
    ).json()) as { data: { recipient_code: string } };
    const [account] = await db
      .insert(schema.payoutAccounts)
      .values({
        userId: seller.id,
        bankName: "Guaranty Trust Bank",
        bankCode: "058",
        accountNumber: "0123456780",
        accountName: "ADAEZE OKAFOR",
        recipientCode: made.data.recipient_code,
        isDefault: true,
      })
      .returning();
    // What createPayout leaves: a queued row and its ledger entry, not yet sent.
    const id = randomUUID();
    const reference = payoutReference(id);
    const from = new Date(Date.now() - 1_000);
    await db.insert(schema.payouts).values({
      id,
      userId: seller.id,
      payoutAccountId: account!.id,
      amount: 5_000,
      reference,
      trigger: "admin",
      runKey: `admin:${id}`,
      recipientCode: made.data.recipient_code,
    });
    await db.insert(schema.ledgerEntries).values([
      {
        userId: seller.id,
        entryType: "sale",
        amount: 5_000,
        description: "Sale",
        availableAt: new Date(),
      },
      {
        payoutId: id,
        userId: seller.id,
        entryType: "payout",
        amount: -5_000,
        description: `Payout ${reference}`,
        availableAt: new Date(),
      },
    ]);
    // Paystack answers slowly (longer than a worker's 2 s poll), so the two processes'
    // send jobs overlap; six jobs at once, besides each process's every-minute one.
    fake.transferSettings.outcome = "pending";
    fake.transferSettings.delayMs = 3_000;
    await pool!.query(
      `insert into pgboss.job (name, data, retry_limit)
       select 'payments.send-payouts', '{}'::jsonb, 0 from generate_series(1, 6)`,
    );
    const jobs = () =>
      pool!.query<{ state: string; started_on: Date | null; completed_on: Date | null }>(
        `select state, started_on, completed_on from pgboss.job
           where name = 'payments.send-payouts' and created_on >= $1
         union all
         select state, started_on, completed_on from pgboss.archive
           where name = 'payments.send-payouts' and created_on >= $1`,
        [from],
      );
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const rows = (await jobs()).rows;
      if (rows.filter((r) => r.state === "completed").length >= 6) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const done = (await jobs()).rows.filter((r) => r.state === "completed");
    expect(done.length).toBeGreaterThanOrEqual(6);
    // Two runs were under way at the same moment: one in each process (one worker each).
    const overlapping = done.some((a) =>
      done.some((b) => a !== b && a.started_on! < b.started_on! && b.started_on! < a.completed_on!),
    );
    expect(overlapping, "two send runs overlapped").toBe(true);
    const posts = fake.requests.filter(
      (r) =>
        r.method === "POST" &&
        (r.path === "/transfer" || r.path === "/transfer/bulk") &&
        JSON.stringify(r.body).includes(reference),
    );
    expect(posts).toHaveLength(1);
    const row = await pool!.query(
      "select status, sent_at, transfer_code from payouts where user_id = $1",
      [seller.id],
    );
    expect(row.rows).toHaveLength(1);
    expect(row.rows[0]).toMatchObject({ status: "processing" });
    const entries = await pool!.query(
      "select entry_type from ledger_entries where payout_id = $1",
      [id],
    );
    expect(entries.rows.map((e) => e.entry_type)).toEqual(["payout"]);
  }, 90_000);
});
