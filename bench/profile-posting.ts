// Where postEntry's time goes: `node --import tsx bench/profile-posting.ts` (PostgreSQL; same
// DATABASE_URL default as bench/run.ts; a fresh ledgerline_bench_<random> database, dropped after).
//
// Runs postEntry's steps one by one as it runs them — validatePosting, takeDocumentNumber, the
// entry INSERT, the lines INSERT — and COMMIT (where the deferred balance trigger fires once per
// line), timing each, for transactions of several sizes. Then postEntry itself per batch size.
import { Model } from "objection";
import { toDecimal } from "../app/lib/money";
import { createUser } from "../app/modules/auth/auth.server";
import { signupSchema } from "../app/modules/auth/schema";
import { createCompany, type CompanyContext } from "../app/modules/companies/companies.server";
import { companyCreateSchema } from "../app/modules/companies/schema";
import { formatEntryNo, postEntry, takeDocumentNumber, validatePosting, type Posting } from "../app/modules/ledger/ledger.server";
import { closeDatabase, migrateLatest, openDatabase } from "../app/utils/db.server";
import { connect, createBenchDatabase, dropBenchDatabase, serverUrl, urlFor } from "./lib/database";
import { createChart, generateEntry, toPosting } from "./lib/ledger-data";
import { seededRng } from "./lib/prng";
import { textTable } from "./lib/report";

const server = serverUrl();
const name = await createBenchDatabase(server);
const db = openDatabase({ url: urlFor(server, name) });
const client = await connect(server, name);
const ENTRIES = Number(process.env.PROFILE_ENTRIES ?? 6_000);

try {
  await migrateLatest(db);
  Model.knex(db);
  const user = await createUser(
    db,
    signupSchema.parse({ email: "p@example.com", password: "correct horse battery", firstName: "P", lastName: "R" }),
  );
  const fields = (n: string) => ({
    companyName: n,
    legalName: n,
    federalId: "12-3456789",
    phone: "01494 123456",
    email: "a@b.test",
    country: "United States",
    region: "California",
    addressLine1: "1 Main St",
    city: "San Jose",
    zipCode: "95113",
    timezone: "UTC+00:00 London, Dublin, Lisbon",
    primaryCurrency: "USD",
  });
  const company = await createCompany(db, user.id, companyCreateSchema.parse(fields("Profile Books")));
  const ctx: CompanyContext = { companyId: company.id, userId: user.id, today: "2026-11-22" };
  const accounts = await createChart(db, ctx);
  const rng = seededRng(7);
  const postings: Posting[] = Array.from({ length: ENTRIES * 6 + 3_000 }, () => toPosting(generateEntry(rng), accounts));
  let next = 0;

  const rows: string[][] = [];
  for (const batch of [1, 10, 100, 1000, 3000]) {
    if (batch > ENTRIES) continue;
    const t = { validate: 0, number: 0, entry: 0, lines: 0, commit: 0, numberFirst: 0, numberLast: 0 };
    const tenth = Math.max(1, Math.floor(batch / 10));
    for (let done = 0; done < ENTRIES; done += batch) {
      const trx = await db.transaction();
      try {
        for (let i = 0; i < batch; i++) {
          const posting = postings[next++];
          let s = performance.now();
          await validatePosting(trx, ctx, posting);
          t.validate += performance.now() - s;
          s = performance.now();
          const no = await takeDocumentNumber(trx, ctx.companyId, "JE");
          const took = performance.now() - s;
          t.number += took;
          if (i < tenth) t.numberFirst += took;
          if (i >= batch - tenth) t.numberLast += took;
          s = performance.now();
          const [entry] = await trx("journalEntries")
            .insert({
              companyId: ctx.companyId,
              entryType: "JE",
              entryNo: formatEntryNo("JE", no),
              entryDate: posting.entryDate,
              comments: "",
              status: "posted",
              sourceType: null,
              sourceId: null,
              createdBy: ctx.userId,
              postedAt: trx.fn.now(),
            })
            .returning(["id", "entryNo", "entryType", "entryDate", "status"]);
          t.entry += performance.now() - s;
          s = performance.now();
          await trx("journalLines").insert(
            posting.lines.map((line, index) => ({
              companyId: ctx.companyId,
              journalEntryId: entry.id,
              lineNo: index + 1,
              accountId: line.accountId,
              entryDate: posting.entryDate,
              debit: toDecimal(line.debit ?? 0),
              credit: toDecimal(line.credit ?? 0),
              memo: "",
              vendorId: null,
              itemId: null,
            })),
          );
          t.lines += performance.now() - s;
        }
      } catch (error) {
        await trx.rollback();
        throw error;
      }
      const s = performance.now();
      await trx.commit();
      t.commit += performance.now() - s;
    }
    const per = (ms: number) => ((ms / ENTRIES) * 1000).toFixed(0);
    const total = t.validate + t.number + t.entry + t.lines + t.commit;
    rows.push([
      String(batch),
      per(t.validate),
      per(t.number),
      per(t.entry),
      per(t.lines),
      per(t.commit),
      per(total),
      `${((t.numberFirst / (tenth * (ENTRIES / batch))) * 1000).toFixed(0)} → ${((t.numberLast / (tenth * (ENTRIES / batch))) * 1000).toFixed(0)}`,
      (ENTRIES / (total / 1000)).toFixed(0),
    ]);
    process.stderr.write(`batch ${batch} done\n`);
  }
  console.log(`\nPer posted entry, µs (${ENTRIES} entries per batch size, avg 4 lines):\n`);
  console.log(
    textTable(
      ["batch", "validate", "number", "entry INSERT", "lines INSERT", "COMMIT", "total", "number: first→last 10% of batch", "entries/s"],
      rows,
    ),
  );

  // postEntry itself, for comparison.
  const whole: string[][] = [];
  for (const batch of [1, 100, 1000]) {
    const n = Math.min(ENTRIES, 3000);
    const s = performance.now();
    for (let done = 0; done < n; done += batch) {
      await db.transaction(async (trx) => {
        for (let i = 0; i < batch; i++) await postEntry(trx, ctx, postings[next++ % postings.length]);
      });
    }
    whole.push([String(batch), (n / ((performance.now() - s) / 1000)).toFixed(0)]);
  }
  console.log("\npostEntry as is:\n");
  console.log(textTable(["batch", "entries/s"], whole));

  // What one round trip costs here, for scale: postEntry makes four per entry.
  const trips = 2_000;
  let started = performance.now();
  await db.transaction(async (trx) => {
    for (let i = 0; i < trips; i++) await trx.raw("SELECT ?::int AS n", [i]);
  });
  const viaKnex = ((performance.now() - started) / trips) * 1000;
  started = performance.now();
  await client.query("BEGIN");
  for (let i = 0; i < trips; i++) await client.query("SELECT $1::int AS n", [i]);
  await client.query("COMMIT");
  const viaPg = ((performance.now() - started) / trips) * 1000;
  console.log(
    `\nOne round trip (SELECT $1 in a transaction): ${viaKnex.toFixed(0)} µs through knex, ${viaPg.toFixed(0)} µs through the bare pg client.`,
  );
} finally {
  await client.end();
  await closeDatabase(db);
  await dropBenchDatabase(server, name);
}
