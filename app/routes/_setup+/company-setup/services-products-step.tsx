import { Checkbox, RadioGroup, Section, SelectField, type StepErrors } from "./fields";
import type { WizardValues } from "./wizard-state";

/** Services and products: what the company sells, inventory and tax settings. */
export function ServicesProductsStep({ values, errors }: { values: WizardValues; errors: StepErrors }) {
  return (
    <div className="space-y-5">
      <RadioGroup
        name="offerType"
        legend="What does your company offer?"
        options={[
          { value: "services", label: "Services" },
          { value: "products", label: "Products" },
          { value: "both", label: "Both services and products" },
        ]}
        defaultValue={values.offerType}
        errors={errors.offerType}
      />
      <Section legend="Inventory">
        <Checkbox
          name="enableInventory"
          label="Enable inventory tracking"
          defaultChecked={values.enableInventory}
          description="Track quantities on hand and the value of the products you stock."
        />
        <div className="ml-6 space-y-3">
          <Checkbox name="multipleWarehouses" label="Use multiple warehouses" defaultChecked={values.multipleWarehouses} />
          <Checkbox name="enableUnits" label="Use units of measure" defaultChecked={values.enableUnits} />
          <SelectField
            name="inventoryScheme"
            label="Inventory Scheme"
            options={[{ value: "average", label: "Average" }]}
            defaultValue={values.inventoryScheme}
            errors={errors.inventoryScheme}
            className="max-w-xs"
          />
        </div>
      </Section>
      <Section legend="Tax settings">
        <Checkbox name="enableTax" label="Enable tax" defaultChecked={values.enableTax} />
        <RadioGroup
          name="taxItemType"
          legend="Apply the tax item"
          options={[
            { value: "transaction", label: "Per transaction" },
            { value: "detail", label: "Per detail line" },
          ]}
          defaultValue={values.taxItemType}
          errors={errors.taxItemType}
          className="ml-6"
        />
        <Checkbox name="trackTaxPaid" label="Track tax paid" defaultChecked={values.trackTaxPaid} className="ml-6" />
      </Section>
    </div>
  );
}
