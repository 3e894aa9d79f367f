import { FilterSelect, FilterText } from "~/components/filter-form";
import {
  FilterCheckbox,
  filterFieldsOf,
  FilterPriceRange,
  ListFilterForm,
} from "~/components/list-filter-form";
import { listFilterCopy as t } from "~/lib/messages/list-filters";
import { PRODUCT_CATEGORIES } from "../catalog";
import {
  LOCATION_MAX_LENGTH,
  PRODUCT_PRICE_LIMIT,
  productFieldValues,
  productListHref,
  readProductFilters,
  type ProductFilters,
} from "../product-filters";

/** /marketplace's filters: category, price range, stock, sale and place (FilterForm). */
export function ProductFiltersForm({ filters }: { filters: ProductFilters }) {
  const m = t.marketplace;
  const field = filterFieldsOf("products", filters);
  return (
    <ListFilterForm
      action="/marketplace"
      label={m.heading}
      filters={filters}
      read={readProductFilters}
      fields={productFieldValues}
      href={productListHref}
    >
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
        <FilterSelect
          {...field("category")}
          label={m.categoryLabel}
          anyLabel={t.anyCategory}
          options={PRODUCT_CATEGORIES}
        />
        <FilterText
          {...field("location")}
          label={m.locationLabel}
          placeholder={m.locationPlaceholder}
          maxLength={LOCATION_MAX_LENGTH}
        />
        <FilterPriceRange
          idPrefix="products"
          labels={{ min: t.minPriceLabel, max: t.maxPriceLabel }}
          value={filters}
          max={PRODUCT_PRICE_LIMIT}
        />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink">
        <FilterCheckbox name="inStock" label={m.inStockLabel} checked={filters.inStock} />
        <FilterCheckbox name="onSale" label={m.onSaleLabel} checked={filters.onSale} />
      </div>
    </ListFilterForm>
  );
}
