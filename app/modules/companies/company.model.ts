import type { RelationMappings } from "objection";
import { User } from "~/modules/auth/user.model";
import { BaseModel, columnEquals } from "~/utils/model";
import type { Role } from "./policy";
import type { StarterAccountChoices } from "./wizard";

// The companies table and the dashboard preferences that hang off it. A company is the tenant:
// every business table carries its id. Its owner is a user (the auth module's model).

export class Company extends BaseModel {
  static tableName = "companies";
  /** Objection writes these as JSON text and reads them back as objects. */
  static jsonAttributes = ["costOfGoodsSold", "expenses", "otherIncome"];

  declare id: number;
  declare ownerId: number;
  declare companyName: string;
  declare legalName: string;
  declare federalId: string;
  declare country: string;
  declare region: string;
  declare addressLine1: string;
  declare addressLine2: string;
  declare city: string;
  declare zipCode: string;
  declare phone: string;
  declare fax: string;
  declare email: string;
  declare website: string;
  declare timezone: string;
  declare industryId: number;
  declare customerTerm: string;
  declare vendorTerm: string;
  declare createQuotes: boolean;
  declare primaryCurrency: string;
  declare currencyId: number;
  declare enableMultiCurrency: boolean;
  declare fiscalYearStart: string;
  declare cashFlowTracking: "yes" | "no";
  declare offerType: "services" | "products" | "both";
  declare enableInventory: boolean;
  declare multipleWarehouses: boolean;
  declare enableUnits: boolean;
  declare inventoryScheme: "average";
  declare enableTax: boolean;
  declare taxItemType: "transaction" | "detail";
  declare trackTaxPaid: boolean;
  declare costOfGoodsSold: StarterAccountChoices["costOfGoodsSold"];
  declare expenses: StarterAccountChoices["expenses"];
  declare otherIncome: StarterAccountChoices["otherIncome"];
  declare billTracking: boolean;
  declare enableEncryption: boolean;
  declare encryptionPasswordHash: string | null;
  declare passwordHint: string;
  /** Company Preferences: the payment terms new customers and vendors start with (its own terms, or none). */
  declare defaultCustomerPaymentTermId: number | null;
  declare defaultVendorPaymentTermId: number | null;
  /** The currency format (Company Preferences › Currency Format): "" means the primary currency's symbol. */
  declare currencySymbol: string;
  declare currencySymbolPosition: "before" | "after";
  declare decimalSeparator: "." | ",";
  declare thousandSeparator: "," | "." | " " | "'" | "";
  declare negativeFormat: "minus" | "parentheses";
  /** Bumped by every save; an edit must be made on the current one (ADR 0014) */
  declare version: number;
  /** The version of the company's set of custom field definitions, saved as a whole */
  declare customFieldsVersion: number;
  declare createdAt: Date;
  declare updatedAt: Date;
  /** Set when the owner deleted it: hidden, restorable for a while, then purged. */
  declare archivedAt: Date | null;
  /** The member's role, when read through their membership (companies.server.ts ofMember). */
  declare role?: Role;

  declare owner?: User;
  declare dashboardPreferences?: DashboardPreference[];
  declare members?: CompanyMember[];

  static modifiers = {
    /** The company itself: a company's own row is scoped by its id. */
    ofCompany: columnEquals("id"),
    ofOwner: columnEquals("ownerId"),
  };

  static relationMappings = (): RelationMappings => ({
    owner: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: "companies.ownerId", to: "users.id" },
    },
    members: {
      relation: BaseModel.HasManyRelation,
      modelClass: CompanyMember,
      join: { from: "companies.id", to: "company_members.companyId" },
    },
    dashboardPreferences: {
      relation: BaseModel.HasManyRelation,
      modelClass: DashboardPreference,
      join: { from: "companies.id", to: "dashboard_preferences.companyId" },
    },
  });
}

/** Which dashboard widgets a user shows in a company; no row means all of them. */
export class DashboardPreference extends BaseModel {
  static tableName = "dashboard_preferences";
  static idColumn = ["companyId", "userId"];

  declare companyId: number;
  declare userId: number;
  /** A text[] column: written and read as a plain array (not JSON). */
  declare widgets: string[];

  declare company?: Company;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
    ofUser: columnEquals("userId"),
  };

  static relationMappings = (): RelationMappings => ({
    company: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Company,
      join: { from: "dashboard_preferences.companyId", to: "companies.id" },
    },
  });
}

/** A user's membership of a company, with their role in it (policy.ts says what each role may do). */
export class CompanyMember extends BaseModel {
  static tableName = "company_members";
  static idColumn = ["companyId", "userId"];

  declare companyId: number;
  declare userId: number;
  declare role: Role;
  /** Bumped by every change of role (ADR 0014). */
  declare version: number;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare user?: User;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
    ofUser: columnEquals("userId"),
  };

  static relationMappings = (): RelationMappings => ({
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: "company_members.userId", to: "users.id" },
    },
  });
}

/**
 * A company's Email Setup (one row once saved): the sender outgoing mail names, and optionally the
 * company's own SMTP server. The password is sealed (app/utils/sealed.server.ts) and never leaves
 * the mail settings service.
 */
export class CompanyMailSettings extends BaseModel {
  static tableName = "company_mail_settings";
  static idColumn = "companyId";

  declare companyId: number;
  declare fromName: string;
  declare fromEmail: string;
  declare replyTo: string;
  /** smtp://host:port or smtps://host:port, without credentials; "" to use the server's SMTP_URL. */
  declare smtpUrl: string;
  declare smtpUser: string;
  declare smtpPasswordSealed: string | null;
  declare version: number;
  declare updatedAt: Date;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };
}
