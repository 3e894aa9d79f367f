import { FilterForm, FilterNumber, FilterSelect, FilterText } from "~/components/filter-form";
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
        <FilterSelect
          id="products-category"
          label={m.categoryLabel}
          name="category"
          value={filters.category}
          anyLabel={t.anyCategory}
          options={PRODUCT_CATEGORIES}
        />
        <FilterText
          id="products-location"
          label={m.locationLabel}
          name="location"
          value={filters.location}
          placeholder={m.locationPlaceholder}
          maxLength={LOCATION_MAX_LENGTH}
        />
        <FilterNumber
          id="products-min-price"
          label={t.minPriceLabel}
          name="minPrice"
          value={filters.minPrice}
          min={0}
          max={PRODUCT_PRICE_LIMIT}
        />
        <FilterNumber
          id="products-max-price"
          label={t.maxPriceLabel}
          name="maxPrice"
          value={filters.maxPrice}
          min={0}
          max={PRODUCT_PRICE_LIMIT}
        />
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
