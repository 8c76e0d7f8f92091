import { Checkbox, RadioGroup, Section, SelectField, type Option } from "./fields";

const OFFER_TYPES: Option[] = [
  { value: "services", label: "Services" },
  { value: "products", label: "Products" },
  { value: "both", label: "Both services and products" },
];
const TAX_ITEM_TYPES: Option[] = [
  { value: "transaction", label: "Per transaction" },
  { value: "detail", label: "Per detail line" },
];

/** Services and products: what the company sells, inventory and tax settings. */
export function ServicesProductsStep() {
  return (
    <div className="space-y-5">
      <RadioGroup name="offerType" legend="What does your company offer?" options={OFFER_TYPES} />
      <Section legend="Inventory">
        <Checkbox
          name="enableInventory"
          label="Enable inventory tracking"
          description="Track quantities on hand and the value of the products you stock."
        />
        <div className="ml-6 space-y-3">
          <Checkbox name="multipleWarehouses" label="Use multiple warehouses" />
          <Checkbox name="enableUnits" label="Use units of measure" />
          <SelectField
            name="inventoryScheme"
            label="Inventory Scheme"
            options={[{ value: "average", label: "Average" }]}
            className="max-w-xs"
          />
        </div>
      </Section>
      <Section legend="Tax settings">
        <Checkbox name="enableTax" label="Enable tax" />
        <RadioGroup name="taxItemType" legend="Apply the tax item" options={TAX_ITEM_TYPES} className="ml-6" />
        <Checkbox name="trackTaxPaid" label="Track tax paid" className="ml-6" />
      </Section>
    </div>
  );
}
