import { recordCompanyId } from "~/modules/companies/companies.server";
import type { Knex } from "knex";
import { formatQuantity, fromQuantityDecimal, shareOf, toQuantityDecimal, averageCostText } from "~/lib/quantity";
import { fromDecimal, sumCents, toDecimal, type Cents } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { recordActivity } from "~/modules/activity/activity.server";
import { postEntry } from "~/modules/ledger/ledger.server";
import { DomainError } from "~/utils/errors";
import { isUniqueViolation } from "~/utils/model";
import { Assembly } from "./assembly.model";
import {
  ASSEMBLY_MESSAGES,
  ASSETS_ACCOUNT_TYPES,
  BUILD_MESSAGES,
  COGS_ACCOUNT_TYPES,
  INCOME_ACCOUNT_TYPES,
  componentUnits,
  maxBuildable,
  type AssemblyInput,
  type BuildInput,
} from "./assembly-schema";
import { defaultWarehouseId, moveStock, stockPostingLines } from "./stock.server";
import { AssemblyBuild } from "./assembly-build.model";

// Inventory assemblies and their builds. An assembly is an items row of kind
// 'assembly' with its components (assembly.model.ts). Creating one checks its rules (a name, components that exist, positive quantities) against
// the stock as it is now (components are inventory items with something on hand; what one assembly
// needs is not more than is on hand nor takes an item under its reorder point). A build issues each
// component (needed × quantity) at its average cost through moveStock and receives the assemblies
// at the sum of those values, stores the build and posts entry type BLD (Dr the assembly's asset
// account, Cr the components') — all in one transaction. moveStock locks the stock rows, so two
// builds that together would overdraw a component cannot both pass: the second waits and is refused.

const BUILD_SOURCE = "assembly_build";

/** A build refused because a component never had any stock: the screen sends the user to adjust it. */
export class StockAdjustFirstError extends DomainError {
  constructor(readonly itemId: number) {
    super(BUILD_MESSAGES.stockAdjustFirst, 409);
    this.name = "StockAdjustFirstError";
  }
}

/** An inventory item as the components table offers it: on hand over every warehouse, its average cost. */
export interface ComponentOption {
  id: number;
  name: string;
  description: string;
  /** Ten-thousandths */
  onHand: number;
  value: Cents;
  /** "12.5000" dollars per unit */
  avgCost: string;
  reorderPoint: number | null;
}

/** Inventory items with something on hand (or the ids asked for), with on hand and average cost. */
export async function componentOptions(db: Knex, companyId: number, options: { warehouseId?: number; itemIds?: number[] } = {}) {
  const stock = db("itemStock")
    .where({ companyId })
    .modify((q) => {
      if (options.warehouseId !== undefined) q.where({ warehouseId: options.warehouseId });
    })
    .groupBy("itemId")
    .select("itemId", db.raw("sum(quantity) AS quantity"), db.raw("sum(value) AS value"));
  const rows: {
    id: number;
    name: string;
    salesDescription: string;
    purchaseDescription: string;
    reorderPoint: string | null;
    quantity: string | null;
    value: string | null;
  }[] = await db("items as i")
    .leftJoin(stock.as("s"), "s.itemId", "i.id")
    .where("i.companyId", companyId)
    .modify((q) => {
      if (options.itemIds) q.whereIn("i.id", options.itemIds);
      else q.where("i.itemType", "inventory").where("i.active", true).where("s.quantity", ">", 0);
    })
    .orderByRaw("lower(i.name), i.id")
    .select("i.id", "i.name", "i.salesDescription", "i.purchaseDescription", "i.reorderPoint", "s.quantity", "s.value");
  return rows.map((r): ComponentOption => {
    const onHand = fromQuantityDecimal(r.quantity);
    const value = fromDecimal(r.value);
    return {
      id: r.id,
      name: r.name,
      description: r.salesDescription || r.purchaseDescription,
      onHand,
      value,
      avgCost: averageCostText(value, onHand),
      reorderPoint: r.reorderPoint === null ? null : fromQuantityDecimal(r.reorderPoint),
    };
  });
}

/** What `needed` of a component costs at its average cost: its share of the value on hand. */
const materialsCost = (option: Pick<ComponentOption, "onHand" | "value">, needed: number): Cents =>
  option.onHand > 0 ? shareOf(option.value, Math.min(needed, option.onHand), option.onHand) : (0 as Cents);

async function checkAccount(
  db: Knex,
  companyId: number,
  id: number | null,
  label: string,
  types: readonly string[],
  errors: Record<string, string[]>,
  field: string,
) {
  if (id === null) return;
  const account = await db("companyAccounts").where({ companyId, id }).first("accountType");
  if (!account) errors[field] = [ASSEMBLY_MESSAGES.accountNotFound(label)];
  else if (!types.includes(account.accountType)) errors[field] = [ASSEMBLY_MESSAGES.accountType(label, types.join(" or "))];
}

/**
 * Check an assembly against its rules and the database: the messages per field (items.N.quantity for a
 * row), and the form-level ones in order. Empty when it may be saved.
 */
async function assemblyProblems(db: Knex, companyId: number, input: AssemblyInput) {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];

  const taken = await db("items")
    .where({ companyId })
    .whereRaw("lower(btrim(name)) = lower(btrim(?))", [input.name])
    .first("itemType", "name");
  if (taken)
    fieldErrors.name = [taken.itemType === "assembly" ? ASSEMBLY_MESSAGES.nameTaken : ASSEMBLY_MESSAGES.nameTakenByItem(taken.name)];

  if (input.assetsAccount === null) fieldErrors.assetsAccount = [ASSEMBLY_MESSAGES.assetsAccountRequired];
  await checkAccount(db, companyId, input.assetsAccount, "Assets Account", ASSETS_ACCOUNT_TYPES, fieldErrors, "assetsAccount");
  await checkAccount(
    db,
    companyId,
    input.buyProduct ? input.costOfGoodsSoldAccount : null,
    "Cost of Goods Sold Account",
    COGS_ACCOUNT_TYPES,
    fieldErrors,
    "costOfGoodsSoldAccount",
  );
  await checkAccount(
    db,
    companyId,
    input.sellProduct ? input.incomeAccount : null,
    "Income Account",
    INCOME_ACCOUNT_TYPES,
    fieldErrors,
    "incomeAccount",
  );
  if (input.itemGroupId !== null && !(await db("itemGroups").where({ companyId, id: input.itemGroupId }).first("id")))
    fieldErrors.itemGroupId = [ASSEMBLY_MESSAGES.groupNotFound];

  // The rows: a row without an item is left out; at least one must remain.
  const rows = input.items.map((row, index) => ({ ...row, index })).filter((row) => row.inventoryItemId !== null);
  const options = rows.length ? await componentOptions(db, companyId, { itemIds: rows.map((r) => r.inventoryItemId!) }) : [];
  const optionOf = new Map(options.map((o) => [o.id, o]));
  const kinds = new Map<number, string>(
    rows.length
      ? (
          await db("items")
            .where({ companyId })
            .whereIn(
              "id",
              rows.map((r) => r.inventoryItemId!),
            )
            .select("id", "itemType")
        ).map((r: { id: number; itemType: string }) => [r.id, r.itemType])
      : [],
  );
  const seen = new Set<number>();
  let exceeds = false;
  let belowReorder = false;
  let materials = 0 as Cents;
  for (const row of rows) {
    const id = row.inventoryItemId!;
    const option = optionOf.get(id);
    const key = `items.${row.index}`;
    if (!option || kinds.get(id) !== "inventory") {
      fieldErrors[`${key}.inventoryItemId`] = [ASSEMBLY_MESSAGES.componentNotFound];
      continue;
    }
    if (seen.has(id)) {
      fieldErrors[`${key}.inventoryItemId`] = [ASSEMBLY_MESSAGES.componentTwice(option.name)];
      continue;
    }
    seen.add(id);
    if (option.onHand <= 0) {
      fieldErrors[`${key}.inventoryItemId`] = [ASSEMBLY_MESSAGES.componentNotStocked(option.name)];
      continue;
    }
    const needed = row.quantity ?? 0;
    if (needed > option.onHand) {
      fieldErrors[`${key}.quantity`] = [ASSEMBLY_MESSAGES.neededExceedsOnHand];
      exceeds = true;
      continue;
    }
    if (option.reorderPoint !== null && option.onHand - needed < option.reorderPoint) belowReorder = true;
    materials = (materials + materialsCost(option, needed)) as Cents;
  }
  if (!seen.size && !Object.keys(fieldErrors).some((k) => k.startsWith("items."))) formErrors.push(ASSEMBLY_MESSAGES.noItems);
  if (exceeds) formErrors.push(ASSEMBLY_MESSAGES.someNeededExceedOnHand);
  if (belowReorder) formErrors.push(ASSEMBLY_MESSAGES.belowReorderPoint);

  if (input.sellProduct && input.salesPrice !== null) {
    const standardCost = input.buyProduct ? (input.standardCost ?? 0) : 0;
    if (input.salesPrice < standardCost) (fieldErrors.salesPrice ??= []).push(ASSEMBLY_MESSAGES.salesBelowStandardCost);
    if (input.salesPrice < materials) (fieldErrors.salesPrice ??= []).push(ASSEMBLY_MESSAGES.salesBelowMaterials);
  }
  return { fieldErrors, formErrors, materials };
}

/** The one refusal of a save: every message on its own line, per field as well. */
function refuse(problems: { fieldErrors: Record<string, string[]>; formErrors: string[] }): never {
  const lines = [...new Set([...Object.values(problems.fieldErrors).flat(), ...problems.formErrors])];
  throw new DomainError(lines.join("\n"), 400, {
    ...problems.fieldErrors,
    ...(problems.formErrors.length ? { _form: problems.formErrors } : {}),
  });
}

/** Create an assembly with its components (one graph, one transaction). */
export async function createAssembly(db: Knex, ctx: CompanyContext, input: AssemblyInput): Promise<AssemblyView> {
  const problems = await assemblyProblems(db, ctx.companyId, input);
  if (Object.keys(problems.fieldErrors).length || problems.formErrors.length) refuse(problems);
  const rows = input.items.filter((r) => r.inventoryItemId !== null);
  try {
    const id = await db.transaction(async (trx) => {
      const assembly = await Assembly.query(trx).insertGraph({
        companyId: ctx.companyId,
        itemType: "assembly",
        name: input.name,
        itemGroupId: input.itemGroupId,
        asOfDate: input.asOfDate ?? ctx.today,
        active: input.active,
        assetAccountId: input.assetsAccount,
        reorderPoint: input.reorderPoint === null ? null : toQuantityDecimal(input.reorderPoint),
        buys: input.buyProduct,
        purchaseDescription: input.buyProduct ? input.purchaseDescription : "",
        standardCost: toDecimal(input.buyProduct ? (input.standardCost ?? 0) : 0),
        cogsAccountId: input.buyProduct ? input.costOfGoodsSoldAccount : null,
        sells: input.sellProduct,
        salesDescription: input.sellProduct ? input.salesDescription : "",
        salesPrice: toDecimal(input.sellProduct ? (input.salesPrice ?? 0) : 0),
        incomeAccountId: input.sellProduct ? input.incomeAccount : null,
        taxable: input.taxable,
        commissionItem: input.commissionItem,
        createdBy: ctx.userId,
        components: rows.map((row, index) => ({
          companyId: ctx.companyId,
          lineNo: index + 1,
          componentItemId: row.inventoryItemId!,
          quantity: toQuantityDecimal(row.quantity ?? 0),
        })),
      } as never);
      return (assembly as unknown as Assembly).id;
    });
    return getAssembly(db, ctx.companyId, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(ASSEMBLY_MESSAGES.nameTaken, 409, { name: [ASSEMBLY_MESSAGES.nameTaken] });
    throw error;
  }
}

export interface AssemblyComponentView {
  inventoryItemId: number;
  name: string;
  description: string;
  /** "2.5" per assembly */
  quantity: string;
  quantityUnits: number;
  /** On hand (in the warehouse asked for, else every warehouse) */
  onHand: string;
  onHandUnits: number;
  avgCost: string;
  /** needed × average cost, "12.50" */
  total: string;
  value: Cents;
}

/** An assembly as the screens and the API read it (with the field names the API has always used). */
export interface AssemblyView {
  id: number;
  companyId: number;
  name: string;
  description: string;
  salesDescription: string;
  salesPrice: string;
  incomeAccount: number | null;
  purchaseDescription: string;
  standardCost: string;
  costOfGoodsSoldAccount: number | null;
  assetsAccount: number | null;
  reorderPoint: string | null;
  onHandQuantity: string;
  onHandUnits: number;
  asOfDate: string | null;
  itemGroupId: number | null;
  active: boolean;
  commissionItem: boolean;
  sellProduct: boolean;
  buyProduct: boolean;
  taxable: boolean;
  /** Value on hand, "25.00" */
  total: string;
  /** Value of the materials one assembly takes at today's average costs */
  materialsCost: string;
  /** The most that can be built now (null: unlimited) */
  maxBuildable: number | null;
  items: AssemblyComponentView[];
}

function view(assembly: Assembly, own: { quantity: number; value: Cents }, options: Map<number, ComponentOption>): AssemblyView {
  const items = (assembly.components ?? [])
    .sort((a, b) => a.lineNo - b.lineNo)
    .map((c): AssemblyComponentView => {
      const option = options.get(c.componentItemId) ?? { onHand: 0, value: 0 as Cents, avgCost: "0.0000" };
      const needed = fromQuantityDecimal(c.quantity);
      const value = option.onHand > 0 ? shareOf(option.value, needed, option.onHand) : (0 as Cents);
      return {
        inventoryItemId: c.componentItemId,
        name: c.item?.name ?? "",
        description: c.item ? c.item.salesDescription || c.item.purchaseDescription : "",
        quantity: formatQuantity(needed),
        quantityUnits: needed,
        onHand: formatQuantity(option.onHand),
        onHandUnits: option.onHand,
        avgCost: option.avgCost,
        total: toDecimal(value),
        value,
      };
    });
  return {
    id: assembly.id,
    companyId: assembly.companyId,
    name: assembly.name,
    description: assembly.salesDescription || assembly.purchaseDescription,
    salesDescription: assembly.salesDescription,
    salesPrice: toDecimal(fromDecimal(assembly.salesPrice)),
    incomeAccount: assembly.incomeAccountId,
    purchaseDescription: assembly.purchaseDescription,
    standardCost: toDecimal(fromDecimal(assembly.standardCost)),
    costOfGoodsSoldAccount: assembly.cogsAccountId,
    assetsAccount: assembly.assetAccountId,
    reorderPoint: assembly.reorderPoint === null ? null : formatQuantity(fromQuantityDecimal(assembly.reorderPoint)),
    onHandQuantity: formatQuantity(own.quantity),
    onHandUnits: own.quantity,
    asOfDate: assembly.asOfDate,
    itemGroupId: assembly.itemGroupId,
    active: assembly.active,
    commissionItem: assembly.commissionItem,
    sellProduct: assembly.sells,
    buyProduct: assembly.buys,
    taxable: assembly.taxable,
    total: toDecimal(own.value),
    materialsCost: toDecimal(sumCents(items.map((i) => i.value))),
    maxBuildable: maxBuildable(items.map((i) => ({ needed: i.quantityUnits, onHand: i.onHandUnits }))),
    items,
  };
}

/** The company's assemblies with their components, stock figures in one warehouse or all of them. */
export async function listAssemblies(
  db: Knex,
  companyId: number,
  options: { ids?: number[]; warehouseId?: number; activeOnly?: boolean } = {},
) {
  const assemblies = await Assembly.query(db)
    .modify("ofCompany", companyId)
    .where("itemType", "assembly")
    .modify((q) => {
      if (options.ids) q.whereIn("id", options.ids);
      if (options.activeOnly) q.where("active", true);
    })
    .withGraphFetched("components.item")
    .orderByRaw("lower(name), id");
  if (!assemblies.length) return [];
  const componentIds = [...new Set(assemblies.flatMap((a) => (a.components ?? []).map((c) => c.componentItemId)))];
  const stockOf = await componentOptions(db, companyId, {
    itemIds: [...componentIds, ...assemblies.map((a) => a.id)],
    warehouseId: options.warehouseId,
  });
  const options_ = new Map(stockOf.map((o) => [o.id, o]));
  return assemblies.map((a) => {
    const own = options_.get(a.id);
    return view(a, { quantity: own?.onHand ?? 0, value: own?.value ?? (0 as Cents) }, options_);
  });
}

export async function getAssembly(db: Knex, companyId: number, id: number, warehouseId?: number): Promise<AssemblyView> {
  const [assembly] = await listAssemblies(db, companyId, { ids: [id], warehouseId });
  if (!assembly) throw new DomainError(ASSEMBLY_MESSAGES.notFound, 404);
  return assembly;
}

export interface BuildResult {
  id: number;
  assemblyId: number;
  warehouseId: number;
  date: string;
  refNo: string;
  /** Built, "3" */
  quantity: string;
  /** Value of the components consumed, which the assemblies carry: "37.50" */
  value: string;
  entryNo: string | null;
  /** On hand of the assembly in the warehouse after the build */
  onHand: string;
}

/** The ref no the next build is offered (spec: default 1): one more than the builds so far. */
export async function nextBuildRefNo(db: Knex, companyId: number): Promise<string> {
  const row = await db("assemblyBuilds").where({ companyId }).count<{ count: string | number }[]>("* as count");
  return String(Number(row[0]?.count ?? 0) + 1);
}

/** Build `buildQty` assemblies in one transaction (see the head of this file). */
export async function buildAssembly(db: Knex, ctx: CompanyContext, input: BuildInput): Promise<BuildResult> {
  if (input.assemblyId === null) throw new DomainError(BUILD_MESSAGES.selectAssembly, 400, { assemblyId: [BUILD_MESSAGES.selectAssembly] });
  const assemblyId = input.assemblyId;
  const date = input.date ?? ctx.today;
  return db.transaction(async (trx) => {
    const assembly = await Assembly.query(trx)
      .modify("ofCompany", ctx.companyId)
      .where({ id: assemblyId, itemType: "assembly" })
      .withGraphFetched("components.item")
      .first();
    if (!assembly) throw new DomainError(BUILD_MESSAGES.selectAssembly, 404, { assemblyId: [BUILD_MESSAGES.selectAssembly] });
    let warehouseId: number;
    if (input.warehouseId !== null) {
      const warehouse = await trx("warehouses").where({ companyId: ctx.companyId, id: input.warehouseId }).first("isActive");
      if (!warehouse) throw new DomainError(BUILD_MESSAGES.warehouseNotFound, 400, { warehouseId: [BUILD_MESSAGES.warehouseNotFound] });
      if (!warehouse.isActive)
        throw new DomainError(BUILD_MESSAGES.warehouseInactive, 400, { warehouseId: [BUILD_MESSAGES.warehouseInactive] });
      warehouseId = input.warehouseId;
    } else warehouseId = await defaultWarehouseId(trx, ctx.companyId);

    const consumed = (assembly.components ?? [])
      .map((c) => ({ itemId: c.componentItemId, needed: fromQuantityDecimal(c.quantity) }))
      .filter((c) => c.needed > 0)
      .sort((a, b) => a.itemId - b.itemId);
    if (!assembly.components?.length) throw new DomainError(BUILD_MESSAGES.noComponents, 400);

    // A component that never had stock is sent to a stock adjustment first: a build cannot value it.
    if (consumed.length) {
      const moved: { itemId: number }[] = await trx("stockMovements")
        .where({ companyId: ctx.companyId })
        .whereIn(
          "itemId",
          consumed.map((c) => c.itemId),
        )
        .distinct("itemId");
      const never = consumed.find((c) => !moved.some((m) => m.itemId === c.itemId));
      if (never) throw new StockAdjustFirstError(never.itemId);
    }

    // The cap as the screen shows it (moveStock, which locks the rows, stays the final word under races).
    const stock = await componentOptions(trx, ctx.companyId, { itemIds: consumed.map((c) => c.itemId), warehouseId });
    const onHandOf = new Map(stock.map((s) => [s.id, s.onHand]));
    const max = maxBuildable(consumed.map((c) => ({ needed: c.needed, onHand: onHandOf.get(c.itemId) ?? 0 })));
    if (max !== null && input.buildQty > max)
      throw new DomainError(BUILD_MESSAGES.exceedsMaximum(max), 409, { buildQty: [BUILD_MESSAGES.exceedsMaximum(max)] });

    const quantity = input.buildQty * 10_000;
    const build = await AssemblyBuild.query(trx).insert({
      companyId: ctx.companyId,
      assemblyId,
      warehouseId,
      buildDate: date,
      refNo: input.refNo,
      comments: input.comments,
      quantity: toQuantityDecimal(quantity),
      value: "0",
      createdBy: ctx.userId,
    });
    const source = { type: "build" as const, id: build.id, date };
    const memo = `Build ${input.refNo || build.id}: ${input.buildQty} × ${assembly.name}`;
    const issued = await moveStock(
      trx,
      ctx.companyId,
      source,
      consumed.map((c) => ({ itemId: c.itemId, warehouseId, quantity: -componentUnits(c.needed, input.buildQty), memo })),
    );
    const value = -sumCents(issued.map((m) => m.value)) as Cents;
    const received = await moveStock(trx, ctx.companyId, source, [{ itemId: assemblyId, warehouseId, quantity, value, memo }]);
    const lines = stockPostingLines([...received, ...issued]);
    let entryNo: string | null = null;
    let journalEntryId: number | null = null;
    // Components of no value (or none consumed) move nothing in the books: no entry to post.
    if (lines.length) {
      const entry = await postEntry(trx, ctx, {
        entryType: "BLD",
        entryDate: date,
        comments: input.comments || memo,
        sourceType: BUILD_SOURCE,
        sourceId: build.id,
        lines,
      });
      entryNo = entry.entryNo;
      journalEntryId = entry.id;
    }
    await AssemblyBuild.query(trx)
      .modify("ofCompany", ctx.companyId)
      .findById(build.id)
      .patch({ value: toDecimal(value), journalEntryId });
    await recordActivity(trx, ctx, {
      activity: "posted",
      recordType: "assembly_build",
      recordId: build.id,
      name: `${input.refNo || `Build ${build.id}`} — ${assembly.name}`,
      date,
      amount: toDecimal(value),
      link: journalEntryId === null ? null : `journal-entries/${journalEntryId}`,
      detail: `${input.buildQty} built`,
    });
    return {
      id: build.id,
      assemblyId,
      warehouseId,
      date,
      refNo: input.refNo,
      quantity: formatQuantity(quantity),
      value: toDecimal(value),
      entryNo,
      onHand: formatQuantity(received[0].onHand),
    };
  });
}

/** The company of an assembly the user owns (the build API names only the assembly), or a 404. */
export async function findAssemblyCompanyId(db: Knex, userId: number, assemblyId: number): Promise<number> {
  return recordCompanyId(db, userId, "items", assemblyId, ASSEMBLY_MESSAGES.notFound, { itemType: "assembly" });
}

/**
 * The warehouse Build Assembly opens on for an assembly: the one that can build the most of it
 * (an unlimited maximum counts as the most; ties go to the first by name). Without warehouses, null.
 */
export async function bestBuildWarehouse(
  db: Knex,
  companyId: number,
  assemblyId: number,
  warehouses: readonly { id: number }[],
): Promise<number | null> {
  let best: { id: number; max: number } | null = null;
  for (const warehouse of warehouses) {
    const [assembly] = await listAssemblies(db, companyId, { ids: [assemblyId], warehouseId: warehouse.id });
    const max = assembly ? (assembly.maxBuildable ?? Number.POSITIVE_INFINITY) : -1;
    if (!best || max > best.max) best = { id: warehouse.id, max };
  }
  return best?.id ?? null;
}

/** The company's active warehouses for the build's select, by name. */
export async function activeWarehouses(db: Knex, companyId: number): Promise<{ id: number; name: string }[]> {
  return db("warehouses").where({ companyId, isActive: true }).orderByRaw("lower(name), id").select("id", "name");
}
