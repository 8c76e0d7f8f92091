import type { RelationMappings } from "objection";
import { Account } from "~/modules/accounts/account.model";
import { BaseModel, belongsToOneInCompany, columnEquals, hasManyInCompany, orderedBy } from "~/utils/model";
import type { AssetStatus, DepreciationMethod } from "./constants";

// A fixed asset, its months of depreciation, and the company's fixed-asset start date. Relations
// join on (company_id, id), as the foreign keys do.

export class FixedAsset extends BaseModel {
  static tableName = "fixed_assets";

  declare id: number;
  declare companyId: number;
  /** Unique in the company */
  declare assetNumber: number;
  declare itemName: string;
  declare description: string;
  declare assetType: string;
  declare accountId: number;
  /** YYYY-MM-DD */
  declare purchaseDate: string;
  /** NUMERIC(14,2) as text */
  declare purchasePrice: string;
  /** NUMERIC(14,4) as text: an annual percentage */
  declare depreciationRate: string;
  declare depreciationMethod: DepreciationMethod;
  declare depreciationAccountId: number | null;
  declare accumulatedAccountId: number | null;
  /** The bill's, cheque's or expense's entry it was bought on; none: an opening asset */
  declare sourceEntryId: number | null;
  declare status: AssetStatus;
  /** An opening asset's entry (Dr asset, Cr Opening Balance Equity) */
  declare registeredEntryId: number | null;
  declare registeredAt: Date | null;
  declare disposalDate: string | null;
  declare disposalPrice: string | null;
  declare disposalAccountId: number | null;
  /** NUMERIC(14,2) as text: positive a gain, negative a loss */
  declare gainLoss: string | null;
  declare disposalEntryId: number | null;
  declare version: number;
  declare createdBy: number | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare account?: Account | null;
  declare depreciationAccount?: Account | null;
  declare accumulatedAccount?: Account | null;
  declare disposalAccount?: Account | null;
  declare depreciation?: FixedAssetDepreciation[];

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };

  static relationMappings = (): RelationMappings => ({
    account: belongsToOneInCompany(Account, "fixed_assets.accountId", "company_accounts.id"),
    depreciationAccount: belongsToOneInCompany(Account, "fixed_assets.depreciationAccountId", "company_accounts.id"),
    accumulatedAccount: belongsToOneInCompany(Account, "fixed_assets.accumulatedAccountId", "company_accounts.id"),
    disposalAccount: belongsToOneInCompany(Account, "fixed_assets.disposalAccountId", "company_accounts.id"),
    depreciation: hasManyInCompany(FixedAssetDepreciation, "fixed_assets.id", "fixed_asset_depreciation.assetId"),
  });
}

export class FixedAssetDepreciation extends BaseModel {
  static tableName = "fixed_asset_depreciation";

  declare id: number;
  declare companyId: number;
  declare assetId: number;
  /** YYYY-MM-01 */
  declare periodMonth: string;
  /** NUMERIC(14,2) as text */
  declare amount: string;
  declare journalEntryId: number;
  declare createdAt: Date;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
    inOrder: orderedBy("periodMonth", "id"),
  };
}

export class FixedAssetSettings extends BaseModel {
  static tableName = "fixed_asset_settings";
  static idColumn = "companyId";

  declare companyId: number;
  /** YYYY-MM-01 */
  declare startDate: string;
  declare updatedAt: Date;
}
