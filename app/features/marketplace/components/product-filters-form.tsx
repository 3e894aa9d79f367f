import { FilterField, FilterForm } from "~/components/filter-form";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
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

const checkboxClass = "size-4 accent-brand-700";

/** /marketplace's filters: category, price range, stock, sale and place (FilterForm). */
export function ProductFiltersForm({ filters }: { filters: ProductFilters }) {
  const m = t.marketplace;
  return (
    <FilterForm
      action="/marketplace"
      label={m.heading}
      values={productFieldValues(filters)}
      hrefFor={(query) => productListHref({ ...readProductFilters(query), page: 1 })}
      applyLabel={t.apply}
      clearLabel={t.clear}
      className="mb-6"
    >
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
        <FilterField id="products-category" label={m.categoryLabel}>
          <NativeSelect id="products-category" name="category" defaultValue={filters.category}>
            <option value="">{t.anyCategory}</option>
            {PRODUCT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
        <FilterField id="products-location" label={m.locationLabel}>
          <Input
            id="products-location"
            type="search"
            name="location"
            defaultValue={filters.location}
            placeholder={m.locationPlaceholder}
            autoComplete="off"
            maxLength={LOCATION_MAX_LENGTH}
          />
        </FilterField>
        <FilterField id="products-min-price" label={t.minPriceLabel}>
          <Input
            id="products-min-price"
            type="number"
            name="minPrice"
            inputMode="numeric"
            min={0}
            max={PRODUCT_PRICE_LIMIT}
            step={1}
            defaultValue={filters.minPrice ?? ""}
          />
        </FilterField>
        <FilterField id="products-max-price" label={t.maxPriceLabel}>
          <Input
            id="products-max-price"
            type="number"
            name="maxPrice"
            inputMode="numeric"
            min={0}
            max={PRODUCT_PRICE_LIMIT}
            step={1}
            defaultValue={filters.maxPrice ?? ""}
          />
        </FilterField>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="inStock"
            className={checkboxClass}
            defaultChecked={filters.inStock}
          />
          {m.inStockLabel}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="onSale"
            className={checkboxClass}
            defaultChecked={filters.onSale}
          />
          {m.onSaleLabel}
        </label>
      </div>
    </FilterForm>
  );
}
